import { packagesLoadedByIdleService } from '@converge/platform/testing/packages-loaded-at-start';

// What an idle venue keeps in memory: the libraries it needs only for some requests or jobs are loaded
// by their first use, not at start (each costs megabytes of heap in every replica).
test('the built service, ready with no job waiting, has loaded none of the libraries it uses on demand', async () => {
  const loaded = await packagesLoadedByIdleService(new URL('../dist/main.js', import.meta.url), 'idlevenue');
  expect(loaded).toContain('typeorm'); // the recorder sees the service's own libraries
  for (const onDemand of ['bullmq']) expect([onDemand, loaded.has(onDemand)]).toEqual([onDemand, false]);
}, 60_000);
