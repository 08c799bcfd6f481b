import { IdentityModule } from '@converge/identity';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

let stack: GatewayTestStack;

beforeAll(async () => {
  // TRUST_PROXY left unset: browsers reach this gateway directly.
  stack = await startGatewayTestStack([IdentityModule], { REGISTER_MAX_PER_IP: '2', ARGON2_MEMORY_KIB: '19456' });
});

afterAll(async () => {
  await stack?.close();
});

test('a client cannot walk past the per-IP limits by sending a new X-Forwarded-For each time', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { status } = await stack
      .client()
      .request(
        'POST',
        '/api/auth/register',
        { email: `xff${i}.${Date.now()}@test.example`, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
    statuses.push(status);
  }
  expect(statuses).toEqual([201, 201, 429]);
});
