import { TurnBatch } from './turn-batch.js';

/** A batch answerer that records each batch it was given and answers every argument doubled. */
function doubling() {
  const batches: number[][] = [];
  const batch = new TurnBatch<number, number>(async (args) => {
    batches.push(args);
    return args.map((n) => n * 2);
  }, 3);
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
  const batch = new TurnBatch<number, number>(async (args) => {
    if (args.includes(5)) throw new Error('the database went away');
    return args;
  }, 2);
  const results = await Promise.allSettled([1, 2, 5, 6].map((n) => batch.call(n)));
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
  expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('the database went away'));
});

test('a batch answered with too few results fails instead of giving a call someone else’s answer', async () => {
  const batch = new TurnBatch<number, number>(async (args) => args.slice(1));
  await expect(Promise.all([batch.call(1), batch.call(2)])).rejects.toThrow('a batch of 2 calls got 1 answers');
});
