import { getHeapSpaceStatistics } from 'node:v8';
import { collectStartupGarbage } from './startup-garbage.js';

const nextJob = () => new Promise((resolve) => setImmediate(resolve));

test('frees what is left unreachable in the old generation', async () => {
  let startupLeftover: number[][] | null = Array.from({ length: 200 }, (_, i) => new Array(5_000).fill(i));
  // Enough allocation meanwhile for several scavenges: the leftover is promoted, as start-up's garbage
  // is, so only a full collection can free it.
  for (let round = 0; round < 40; round++) Array.from({ length: 20_000 }, (_, i) => ({ round, i }));
  const leftover = new WeakRef(startupLeftover);
  startupLeftover = null;
  await nextJob(); // a WeakRef keeps its target alive until the job that read it ends
  expect(leftover.deref()).toBeDefined();
  await nextJob();
  collectStartupGarbage();
  expect(leftover.deref()).toBeUndefined();
});

test('hands back the young generation that start-up grew', () => {
  const youngGeneration = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size;
  // Objects that survive scavenges make V8 grow the young generation, as loading modules does.
  const kept: object[] = [];
  for (let round = 0; round < 200 && youngGeneration() < 16 * 2 ** 20; round++) kept.push(...Array.from({ length: 20_000 }, (_, i) => ({ round, i })));
  expect(youngGeneration()).toBeGreaterThanOrEqual(16 * 2 ** 20);
  kept.length = 0;
  collectStartupGarbage();
  expect(youngGeneration()).toBeLessThanOrEqual(4 * 2 ** 20);
});
