import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { cleanupTestNamespace, newTestNamespace, useTestEnvironment } from './test-namespace.js';

// Loaded by the process under test before its own code (`--import`): records every module it loads,
// CommonJS and ESM alike, and writes them to LOADED_MODULES_FILE when told (SIGUSR2), whole or not at all.
const RECORDER = `
import { registerHooks } from 'node:module';
import { renameSync, writeFileSync } from 'node:fs';
const loaded = new Set();
registerHooks({ load(url, context, next) { loaded.add(url); return next(url, context); } });
process.on('SIGUSR2', () => {
  writeFileSync(process.env.LOADED_MODULES_FILE + '.part', JSON.stringify([...loaded]));
  renameSync(process.env.LOADED_MODULES_FILE + '.part', process.env.LOADED_MODULES_FILE);
});
`;

/**
 * The npm packages a built process (e.g. services/safety/dist/main.js) has loaded once it is ready
 * (its /health/ready answers 200), in the environment of this process plus `env`: what it keeps in
 * memory while idle. The process is stopped before this resolves.
 */
export async function packagesLoadedAtStart(main: string, env: Record<string, string> = {}, timeoutMs = 45_000): Promise<Set<string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'loaded-'));
  const recorder = path.join(dir, 'recorder.mjs');
  const file = path.join(dir, 'loaded.json');
  await writeFile(recorder, RECORDER);
  const healthPort = await freePort();
  const child = spawn(process.execPath, ['--import', recorder, main], {
    env: { ...process.env, ...env, HEALTH_PORT: String(healthPort), LOADED_MODULES_FILE: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${main} exited (${child.exitCode}) before it was ready`);
      if (Date.now() > deadline) throw new Error(`${main} was not ready within ${timeoutMs} ms`);
      const status = await fetch(`http://127.0.0.1:${healthPort}/health/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill('SIGUSR2');
    let urls: string[] | undefined;
    while (!urls) {
      urls = await readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as string[],
        () => undefined,
      );
      if (!urls) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const packages = new Set<string>();
    for (const url of urls) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
      if (match) packages.add(match[1]!);
    }
    return packages;
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What a built service keeps in memory while idle: the packages `main` (e.g. `new URL('../dist/main.js',
 * import.meta.url)` from a service's test) has loaded once ready, started in a namespace of its own (new
 * databases and streams, dropped after), so no job is waiting for it. `env` adds to its environment
 * (the gateway's `PORT`, say).
 */
export async function packagesLoadedByIdleService(main: URL, label: string, env: Record<string, string> = {}): Promise<Set<string>> {
  const namespace = newTestNamespace(label);
  useTestEnvironment(namespace);
  try {
    return await packagesLoadedAtStart(fileURLToPath(main), env);
  } finally {
    await cleanupTestNamespace(namespace);
  }
}
