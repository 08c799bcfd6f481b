import { packagesLoadedByIdleService } from '@converge/platform/testing/packages-loaded-at-start';

// The gateway has no database: it takes the platform's entry without the database side
// (`@converge/platform/core`), so TypeORM and pg (~8 MB of heap) are not in every gateway replica.
test('the built gateway, ready, has loaded neither TypeORM nor pg', async () => {
  const loaded = await packagesLoadedByIdleService(new URL('../dist/main.js', import.meta.url), 'idlegateway', { PORT: '0', HOST: '127.0.0.1' });
  expect(loaded).toContain('fastify'); // the recorder sees the gateway's own libraries
  for (const databaseSide of ['typeorm', 'pg']) expect([databaseSide, loaded.has(databaseSide)]).toEqual([databaseSide, false]);
}, 60_000);
