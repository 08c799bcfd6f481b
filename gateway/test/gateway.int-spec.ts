import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

let stack: GatewayTestStack;

beforeAll(async () => {
  stack = await startGatewayTestStack([], { HEALTH_RPC_TIMEOUT_MS: '300' });
});

afterAll(async () => {
  await stack?.close();
});

test('/api/health answers 503 and lists each service as down when none is running', async () => {
  const { status, body } = await stack.client().request('GET', '/api/health');
  expect(status).toBe(503);
  expect(body.status).toBe('down');
  expect(Object.keys(body.services).sort()).toEqual(['admin', 'chat', 'identity', 'matching', 'safety', 'venue']);
  expect(Object.values(body.services).every((s: any) => s.status === 'down')).toBe(true);
});

test('an unknown /api path is a JSON 404', async () => {
  const { status, body } = await stack.client().request('GET', '/api/does-not-exist');
  expect(status).toBe(404);
  expect(body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
});

test('responses carry a request id and security headers', async () => {
  const { headers } = await stack.client().request('GET', '/api/health');
  expect(headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('content-security-policy')).toContain("default-src 'self'");
});

test('a state-changing request from another origin is refused with 403', async () => {
  const { status, body } = await stack.client().request('POST', '/api/anything', {}, { origin: 'https://evil.example' });
  expect(status).toBe(403);
  expect(body.code).toBe('CROSS_ORIGIN');
});

test('a body over the size limit is refused with 413, not a crash', async () => {
  const { status, body } = await stack.client().request('POST', '/api/anything', { blob: 'x'.repeat(1_100_000) });
  expect(status).toBe(413);
  expect(body.message).toBe('That request is too large.');
});
