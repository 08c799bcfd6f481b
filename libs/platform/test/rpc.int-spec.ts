import type { INestApplicationContext } from '@nestjs/common';
import { RpcError } from '@converge/contracts';
import { bootService, cleanupTestNamespace, newTestNamespace, RpcClient, runWithRequestId, useTestEnvironment } from '@converge/platform';
import { LedgerModule } from './fixtures/ledger.module.js';

const namespace = newTestNamespace('rpc');
useTestEnvironment(namespace);

let app: INestApplicationContext;
let rpc: RpcClient;

beforeAll(async () => {
  app = await bootService(LedgerModule);
  rpc = app.get(RpcClient);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

async function failure(promise: Promise<unknown>): Promise<RpcError> {
  try {
    await promise;
  } catch (error) {
    return error as RpcError;
  }
  throw new Error('expected the request to fail');
}

test('an RpcError keeps its status, code and message across the hop', async () => {
  const error = await failure(rpc.request('rpc.identity.ledger.register', {}));
  expect(error).toBeInstanceOf(RpcError);
  expect(error.status).toBe(422);
  expect(error.code).toBe('USER_ID_REQUIRED');
  expect(error.message).toBe('userId is required');
});

test('the pipeline checks the declared actor before the handler runs, then hands it the parsed input', async () => {
  const person = { userId: '3f0c9a52-6d1e-4b7a-8c2f-1e5d7a9b0c41', roles: ['user'] };
  expect((await failure(rpc.request('rpc.identity.ledger.greet', { name: 'Ada' }))).status).toBe(401);
  const bad = await failure(rpc.request('rpc.identity.ledger.greet', { actor: person, name: '  ' }));
  expect([bad.status, bad.message, bad.fields]).toEqual([400, 'Please enter a name.', { name: 'Please enter a name.' }]);
  expect(await rpc.request('rpc.identity.ledger.greet', { actor: person, name: ' Ada ' })).toEqual({ greeting: 'Hello Ada', userId: person.userId });
  const refused = await failure(rpc.request('rpc.identity.ledger.admins-only', { actor: person }));
  expect([refused.status, refused.message]).toEqual([403, "You don't have permission to access the admin dashboard."]);
  expect(await rpc.request('rpc.identity.ledger.admins-only', { actor: { ...person, roles: ['user', 'admin'] } })).toEqual({ secret: 'the dashboard' });
});

test('an unexpected error becomes a 500 that does not leak its details', async () => {
  const error = await failure(rpc.request('rpc.identity.ledger.crash', {}));
  expect(error.status).toBe(500);
  expect(error.message).not.toContain('secret');
});

test('a request that is not answered in time is a 503 SERVICE_UNAVAILABLE', async () => {
  const error = await failure(rpc.request('rpc.identity.ledger.slow', { ms: 1000 }, { timeoutMs: 200 }));
  expect(error.status).toBe(503);
  expect(error.code).toBe('SERVICE_UNAVAILABLE');
});

test('a request nobody serves is a 503 too', async () => {
  const error = await failure(rpc.request('rpc.venue.nobody.home', {}, { timeoutMs: 500 }));
  expect(error.status).toBe(503);
});

test('the health check reports every dependency', async () => {
  const report = await rpc.request<{ status: string; checks: Record<string, string> }>('rpc.identity.health.check');
  expect(report).toEqual({ service: 'identity', status: 'up', checks: { postgres: 'up', redis: 'up', nats: 'up', jetstream: 'up' } });
});

test('the caller request id travels to the service in the NATS headers', async () => {
  const reply = await runWithRequestId('req-42', () => rpc.request<{ requestId: string }>('rpc.identity.ledger.whoami'));
  expect(reply.requestId).toBe('req-42');
});

describe('requestRaw (the answer passed on as the JSON bytes it came as)', () => {
  test('a success is the UTF-8 JSON of the data, the same value request() parses', async () => {
    const raw = await rpc.requestRaw('rpc.identity.health.check');
    expect(Buffer.isBuffer(raw)).toBe(true);
    expect(JSON.parse(raw.toString('utf8'))).toEqual(await rpc.request('rpc.identity.health.check'));
  });

  test('the request id travels the same way', async () => {
    const raw = await runWithRequestId('req-43', () => rpc.requestRaw('rpc.identity.ledger.whoami'));
    expect(JSON.parse(raw.toString('utf8'))).toMatchObject({ requestId: 'req-43' });
  });

  test('errors, unexpected failures and timeouts are thrown exactly as request() throws them', async () => {
    const [raw, parsed] = await Promise.all([failure(rpc.requestRaw('rpc.identity.ledger.register', {})), failure(rpc.request('rpc.identity.ledger.register', {}))]);
    expect(raw).toBeInstanceOf(RpcError);
    expect(raw.toJSON()).toEqual(parsed.toJSON());
    expect((await failure(rpc.requestRaw('rpc.identity.ledger.crash', {}))).status).toBe(500);
    const late = await failure(rpc.requestRaw('rpc.identity.ledger.slow', { ms: 1000 }, { timeoutMs: 200 }));
    expect([late.status, late.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect((await failure(rpc.requestRaw('rpc.venue.nobody.home', {}, { timeoutMs: 500 }))).status).toBe(503);
  });
});
