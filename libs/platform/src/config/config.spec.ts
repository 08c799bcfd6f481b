import { z } from 'zod';
import { ConfigError, loadConfig } from './config.js';

test('defaults point at the local servers', () => {
  const config = loadConfig({}, {});
  expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/postgres');
  expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
});

test('a service adds its own settings and a bad value stops start-up with a readable message', () => {
  expect(loadConfig({ TTL_MS: z.coerce.number().default(5) }, { TTL_MS: '7' }).TTL_MS).toBe(7);
  expect(() => loadConfig({}, { REDIS_URL: 'not a url' })).toThrow(ConfigError);
  expect(() => loadConfig({}, { REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
});
