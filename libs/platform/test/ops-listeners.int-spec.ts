import { readFileSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { bootService, cleanupTestNamespace, freePort, newTestNamespace, useTestEnvironment } from '@converge/platform';
import { LedgerModule } from './fixtures/ledger.module.js';

/**
 * A process's health and metrics listeners bind 127.0.0.1 unless HEALTH_HOST / METRICS_HOST
 * say otherwise (compose and k8s set 0.0.0.0), so a readiness report and the metrics are not served to
 * whoever reaches the machine. Read from the kernel's own table of listening sockets, not from our code.
 */
const namespace = newTestNamespace('ops');
let app: INestApplicationContext | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(() => cleanupTestNamespace(namespace));

/** The local addresses listening on `port` (IPv4 and IPv6), as the kernel lists them. */
function listeners(port: number): string[] {
  const found: string[] = [];
  for (const [file, v6] of [
    ['/proc/net/tcp', false],
    ['/proc/net/tcp6', true],
  ] as const) {
    let table = '';
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [hex, portHex] = local!.split(':');
      if (state !== '0A' || parseInt(portHex!, 16) !== port) continue;
      if (v6) found.push(/^0+$/.test(hex!) ? '::' : hex === '00000000000000000000000001000000' ? '::1' : `v6:${hex}`);
      else
        found.push(
          hex!
            .match(/../g)!
            .reverse()
            .map((b) => parseInt(b, 16))
            .join('.'),
        );
    }
  }
  return found;
}

// Jest runs later files in this worker process: the listener settings must not outlive this file (a
// later service test would open these ports, or fail to, without asking for them).
const LISTENER_SETTINGS = ['HEALTH_PORT', 'METRICS_PORT', 'HEALTH_HOST', 'METRICS_HOST'];
afterAll(() => {
  for (const name of LISTENER_SETTINGS) delete process.env[name];
});

async function boot(env: Record<string, string>) {
  const [health, metrics] = [await freePort(), await freePort()];
  useTestEnvironment(namespace, { HEALTH_PORT: String(health), METRICS_PORT: String(metrics), ...env });
  for (const name of ['HEALTH_HOST', 'METRICS_HOST']) if (!(name in env)) delete process.env[name];
  app = await bootService(LedgerModule);
  return { health, metrics };
}

test('by default both listen on 127.0.0.1 only, and answer there', async () => {
  const { health, metrics } = await boot({});
  expect(listeners(health)).toEqual(['127.0.0.1']);
  expect(listeners(metrics)).toEqual(['127.0.0.1']);
  expect((await fetch(`http://127.0.0.1:${health}/health/live`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${metrics}/metrics`)).status).toBe(200);
});

test('HEALTH_HOST and METRICS_HOST open them where a deployment needs it', async () => {
  const { health, metrics } = await boot({ HEALTH_HOST: '0.0.0.0', METRICS_HOST: '0.0.0.0' });
  expect(listeners(health)).toEqual(['0.0.0.0']);
  expect(listeners(metrics)).toEqual(['0.0.0.0']);
});
