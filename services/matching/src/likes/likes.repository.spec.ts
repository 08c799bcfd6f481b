import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource } from 'typeorm';
import { KeyedConnections } from './likes.repository.js';

/** A stand-in pool: hands out runners and counts them (the queue's own logic is what is under test). */
function fakeDataSource() {
  const stats = { connected: 0, released: 0 };
  const dataSource = {
    createQueryRunner: () => ({
      manager: {},
      connect: async () => void stats.connected++,
      release: async () => void stats.released++,
    }),
  } as unknown as DataSource;
  return { dataSource, stats };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

test('work for one key runs one at a time, in order, on one connection', async () => {
  const { dataSource, stats } = fakeDataSource();
  const queue = new KeyedConnections(dataSource);
  const log: string[] = [];
  const job = (name: string) => async () => {
    log.push(`${name} start`);
    await tick();
    log.push(`${name} end`);
    return name;
  };
  const results = await Promise.all([queue.run('pair', job('a')), queue.run('pair', job('b')), queue.run('other', job('c'))]);
  expect(results).toEqual(['a', 'b', 'c']);
  expect(log.indexOf('a end')).toBeLessThan(log.indexOf('b start'));
  expect(log.indexOf('c start')).toBeLessThan(log.indexOf('a end')); // other keys do not wait
  expect(stats).toEqual({ connected: 2, released: 2 });
});

test("queued work still sees its own caller's async context (its request, its unit of work)", async () => {
  const { dataSource } = fakeDataSource();
  const queue = new KeyedConnections(dataSource);
  const context = new AsyncLocalStorage<string>();
  const seen = await Promise.all(
    ['first', 'second', 'third'].map((caller) =>
      context.run(caller, () =>
        queue.run('pair', async () => {
          await tick();
          return context.getStore();
        }),
      ),
    ),
  );
  expect(seen).toEqual(['first', 'second', 'third']);
});

test('after a failure the rest of the queue moves to a fresh connection', async () => {
  const { dataSource, stats } = fakeDataSource();
  const queue = new KeyedConnections(dataSource);
  const failing = queue.run('pair', async () => {
    await tick();
    throw new Error('connection lost');
  });
  const next = queue.run('pair', async () => 'ok');
  await expect(failing).rejects.toThrow('connection lost');
  await expect(next).resolves.toBe('ok');
  expect(stats.connected).toBe(2);
});
