import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupTestNamespace, newTestNamespace, useTestEnvironment } from '@converge/platform';
import { packagesLoadedAtStart } from '@converge/platform/testing/packages-loaded-at-start';

// What an idle identity keeps in memory: the libraries it needs only for some requests or jobs are loaded
// by their first use, not at start (each costs megabytes of heap in every replica).
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');
const namespace = newTestNamespace('idleidentity');
useTestEnvironment(namespace);

afterAll(() => cleanupTestNamespace(namespace));

test('the built service, ready with no job waiting, has loaded none of the libraries it uses on demand', async () => {
  const loaded = await packagesLoadedAtStart(main);
  expect(loaded).toContain('typeorm'); // the recorder sees the service's own libraries
  for (const onDemand of ['bullmq', 'nodemailer', 'web-push', 'libphonenumber-js', 'sharp', 'qrcode']) expect([onDemand, loaded.has(onDemand)]).toEqual([onDemand, false]);
}, 60_000);
