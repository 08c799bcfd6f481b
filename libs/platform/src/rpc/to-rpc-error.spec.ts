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

test('a Postgres encoding error (22021, 22P05) or any data exception is a 400, never a 500', async () => {
  const { DatabaseError } = await import('pg-protocol');
  for (const code of ['22021', '22P05', '22P02']) {
    const raw = Object.assign(new DatabaseError('invalid byte sequence for encoding "UTF8": 0x00', 100, 'error'), { code, severity: 'ERROR' });
    const { QueryFailedError } = await import('typeorm');
    for (const thrown of [raw, new QueryFailedError('INSERT INTO x VALUES ($1)', ['\u0000'], raw)]) {
      const { error, unexpected } = toRpcError(thrown);
      expect({ code, status: error.status, unexpected }).toEqual({ code, status: 400, unexpected: false });
      expect(error.message).not.toContain('0x00');
    }
  }
  const other = Object.assign(new Error('deadlock'), { code: '40P01', severity: 'ERROR' });
  expect(toRpcError(other).error.status).toBe(500);
});
