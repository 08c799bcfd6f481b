// The open loop of one HTTP request, in a worker thread of the bench (openLoopOverHttp in lib.mjs): a
// heap of its own that holds only the loop, so the bench's setup data (100,000 people, a million
// venues) and its full collections never stall the requests being timed.
import { parentPort, workerData } from 'node:worker_threads';
import { httpClient, openLoop } from './lib.mjs';

const { baseUrl, rate, durationMs, warmupMs, method, path, cookies, maxSockets } = workerData;
const api = httpClient(baseUrl, { maxSockets });
try {
  const result = await openLoop(rate, durationMs, warmupMs, (_, i) => api.request(method, path, { cookie: cookies[i % cookies.length] }));
  parentPort.postMessage({ ...result, firstError: result.firstError === undefined ? undefined : String(result.firstError?.message ?? result.firstError) });
} finally {
  api.close();
}
