import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisScript } from '@converge/platform';

// A real Redis: a script it has never seen answers through the EVAL fallback and is known afterwards
// (the next calls are EVALSHA); a script's own error is not mistaken for NOSCRIPT.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => redis.quit());

test('a script Redis does not know yet answers, and is loaded for the next calls', async () => {
  const lua = `-- ${randomUUID()}\nreturn {KEYS[1], ARGV[1], tonumber(ARGV[2]) + 1}`;
  const sha = createHash('sha1').update(lua).digest('hex');
  expect(await redis.script('EXISTS', sha)).toEqual([0]);
  const run = redisScript(lua);
  expect(await run(redis, ['k'], ['a', 41])).toEqual(['k', 'a', 42]);
  expect(await redis.script('EXISTS', sha)).toEqual([1]);
  expect(await run(redis, ['k2'], ['b', 1])).toEqual(['k2', 'b', 2]);
});

test("a script's own error reaches the caller", async () => {
  const run = redisScript(`-- ${randomUUID()}\nreturn redis.error_reply('NOPE broken')`);
  await expect(run(redis, [], [])).rejects.toThrow('NOPE broken');
});
