import { z } from 'zod';
import { ConfigError, loadConfig } from './config.js';
import { applyHeapGrowth } from '../runtime/heap-growth.js';

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

test('the old-generation headroom defaults to 100 % and a bad value stops start-up naming it', () => {
  expect(loadConfig({}, {}).HEAP_GROWTH_PERCENT).toBe(100);
  expect(loadConfig({}, { HEAP_GROWTH_PERCENT: '0' }).HEAP_GROWTH_PERCENT).toBe(0);
  expect(() => applyHeapGrowth({ HEAP_GROWTH_PERCENT: 'lots' })).toThrow(/HEAP_GROWTH_PERCENT/);
  expect(() => applyHeapGrowth({ HEAP_GROWTH_PERCENT: '-5' })).toThrow(ConfigError);
});
