import { TurnBatch } from './turn-batch.js';

/** A batch answerer that records each batch it was given and answers every argument doubled. */
function doubling() {
  const batches: number[][] = [];
  const batch = new TurnBatch<number, number>(
    async (args) => {
      batches.push(args);
      return args.map((n) => n * 2);
    },
    { max: 3 },
  );
  return { batch, batches };
}

test('the calls of one turn go in one batch, each answered with its own result', async () => {
  const { batch, batches } = doubling();
  expect(await Promise.all([batch.call(1), batch.call(2), batch.call(3)])).toEqual([2, 4, 6]);
  expect(batches).toEqual([[1, 2, 3]]);
});

test('a turn with more calls than the maximum sends several batches, in order', async () => {
  const { batch, batches } = doubling();
  expect(await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => batch.call(n)))).toEqual([2, 4, 6, 8, 10, 12, 14]);
  expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
});

test('a call made after a batch left goes in the next one', async () => {
  const { batch, batches } = doubling();
  const first = batch.call(1);
  await new Promise((resolve) => setImmediate(resolve));
  const second = batch.call(2);
  expect(await Promise.all([first, second])).toEqual([2, 4]);
  expect(batches).toEqual([[1], [2]]);
});

test('a failed batch fails each of its calls, and only its calls', async () => {
  const batch = new TurnBatch<number, number>(
    async (args) => {
      if (args.includes(5)) throw new Error('the database went away');
      return args;
    },
    { max: 2 },
  );
  const results = await Promise.allSettled([1, 2, 5, 6].map((n) => batch.call(n)));
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
  expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('the database went away'));
});

test('a batch answered with too few results fails instead of giving a call someone else’s answer', async () => {
  const batch = new TurnBatch<number, number>(async (args) => args.slice(1));
  await expect(Promise.all([batch.call(1), batch.call(2)])).rejects.toThrow('a batch of 2 calls got 1 answers');
});

/** A writer whose batch fails when any argument is negative, and whose single write fails for that argument only. */
function writer() {
  const log: string[] = [];
  const batch = new TurnBatch<number, number>(
    async (args) => {
      log.push(`batch ${args.join(',')}`);
      if (args.some((n) => n < 0)) throw new Error('the batch rolled back');
      return args;
    },
    {
      alone: async (n) => {
        log.push(`alone ${n}`);
        if (n < 0) throw new Error(`${n} refused`);
        return n;
      },
    },
  );
  return { batch, log };
}

test('with `alone`, a failed batch is tried again one call at a time, in order: only the call that fails hears of it', async () => {
  const { batch, log } = writer();
  const results = await Promise.allSettled([1, -2, 3].map((n) => batch.call(n)));
  expect(results).toEqual([
    { status: 'fulfilled', value: 1 },
    { status: 'rejected', reason: new Error('-2 refused') },
    { status: 'fulfilled', value: 3 },
  ]);
  expect(log).toEqual(['batch 1,-2,3', 'alone 1', 'alone -2', 'alone 3']);
});

test('with `alone`, a call alone in its turn is answered by it, and a batch that works is not tried again', async () => {
  const { batch, log } = writer();
  expect(await batch.call(7)).toBe(7);
  expect(await Promise.all([batch.call(1), batch.call(2)])).toEqual([1, 2]);
  expect(log).toEqual(['alone 7', 'batch 1,2']);
});

test('with `alone`, a batch answered with the wrong number of results is not tried again (it may have written)', async () => {
  const calls: string[] = [];
  const batch = new TurnBatch<number, number>(
    async (args) => {
      calls.push('batch');
      return args.slice(1);
    },
    { alone: async (n) => (calls.push('alone'), n) },
  );
  await expect(Promise.all([batch.call(1), batch.call(2)])).rejects.toThrow('a batch of 2 calls got 1 answers');
  expect(calls).toEqual(['batch']);
});
