import { retryJetStream } from './stream.js';

test('a JetStream call is repeated while the cluster cannot answer yet, and its answer returned', async () => {
  let calls = 0;
  const answer = await retryJetStream(async () => {
    if (++calls < 3) throw new Error('TimeoutError: timeout');
    return 'stream';
  }, 10_000);
  expect(answer).toBe('stream');
  expect(calls).toBe(3);
});

test('any other error is thrown at once', async () => {
  let calls = 0;
  await expect(
    retryJetStream(async () => {
      calls++;
      throw new Error('stream name already in use with a different configuration');
    }),
  ).rejects.toThrow('different configuration');
  expect(calls).toBe(1);
});

test('a cluster still not answering after the given time: the last error is thrown', async () => {
  await expect(retryJetStream(() => Promise.reject(new Error('503 no responders')), 300)).rejects.toThrow('no responders');
});
