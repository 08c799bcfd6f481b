import { WorkerThreadClient } from './worker-thread-client.js';

/**
 * A thread that doubles numbers, answers late when told, fails, hangs or crashes on demand (a data: URL,
 * so the test needs no file on disk). The worker's side of the protocol: `{ id, ...input }` in,
 * `{ id, result }` or `{ id, error }` out.
 */
const THREAD = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    parentPort.on('message', ({ id, op, value, delayMs }) => {
      if (op === 'hang') return;
      if (op === 'crash') process.exit(3);
      const answer = () => parentPort.postMessage(op === 'fail' ? { id, error: 'bad input' } : { id, result: value * 2 });
      if (delayMs) setTimeout(answer, delayMs); else answer();
    });
  `)}`,
);

type In = { op: 'double' | 'fail' | 'hang' | 'crash'; value?: number; delayMs?: number };
let client: WorkerThreadClient<In, number>;
const warnings: string[] = [];
const start = (timeoutMs = 5_000) => (client = new WorkerThreadClient<In, number>({ file: THREAD, name: 'the doubler', timeoutMs, logger: { warn: (_o, m) => warnings.push(m) } }));

afterEach(async () => {
  await client?.stop();
});

test('answers each request by its id, whatever order the thread answers in', async () => {
  start();
  const slow = client.request({ op: 'double', value: 2, delayMs: 150 });
  const fast = client.request({ op: 'double', value: 5 });
  expect(await fast).toBe(10);
  expect(client.pending).toBe(1);
  expect(await slow).toBe(4);
  expect(client.pending).toBe(0);
});

test("the thread's error fails that request only, named after the thread; the thread keeps answering", async () => {
  start();
  await expect(client.request({ op: 'fail' })).rejects.toThrow('the doubler failed: bad input');
  expect(await client.request({ op: 'double', value: 1 })).toBe(2);
});

test('a crashed thread fails every waiting request; the next request starts a new thread', async () => {
  start();
  const waiting = expect(client.request({ op: 'hang' })).rejects.toThrow('the doubler thread stopped (exit code 3)');
  const crashing = expect(client.request({ op: 'crash' })).rejects.toThrow('the doubler thread stopped (exit code 3)');
  await Promise.all([waiting, crashing]);
  expect(client.pending).toBe(0);
  expect(await client.request({ op: 'double', value: 21 })).toBe(42);
});

test('a stuck thread: after the timeout every waiting request fails, the thread is replaced', async () => {
  start(300);
  const stuck = expect(client.request({ op: 'hang' })).rejects.toThrow('the doubler did not answer in time');
  const behind = expect(client.request({ op: 'double', value: 1, delayMs: 2_000 })).rejects.toThrow('the doubler did not answer in time');
  await Promise.all([stuck, behind]);
  expect(await client.request({ op: 'double', value: 3 })).toBe(6);
});

test('stopping fails what waits and refuses later requests (no thread outlives the service)', async () => {
  start();
  const waiting = expect(client.request({ op: 'hang' })).rejects.toThrow('the service is stopping');
  await client.stop();
  await waiting;
  await expect(client.request({ op: 'double', value: 1 })).rejects.toThrow('the service is stopping');
  expect(client.pending).toBe(0);
  // Stopping twice is harmless.
  await client.stop();
});
