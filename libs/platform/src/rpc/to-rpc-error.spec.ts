import { z } from 'zod';
import { RpcError } from '@converge/contracts';
import { toRpcError } from './to-rpc-error.js';

test('an RpcError passes unchanged', () => {
  const original = RpcError.conflict('Email already registered', 'EMAIL_TAKEN');
  expect(toRpcError(original)).toEqual({ error: original, unexpected: false });
});

test('a zod error becomes a 400 with one message per field', () => {
  const parsed = z.object({ email: z.string().email('Enter a valid email') }).safeParse({ email: 'nope' });
  const { error } = toRpcError(parsed.error);
  expect(error.status).toBe(400);
  expect(error.fields).toEqual({ email: 'Enter a valid email' });
});

test('anything else is an unexpected 500 whose message hides the cause', () => {
  const { error, unexpected } = toRpcError(new Error('connection string postgres://secret'));
  expect(unexpected).toBe(true);
  expect(error.status).toBe(500);
  expect(error.message).not.toContain('secret');
});
