// Starts the gateway and the six services as separate processes with prefixed logs, and waits until
// /api/health says every service is up. Used by `npm start`, the e2e tests and the benches.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICES = ['identity', 'venue', 'matching', 'chat', 'safety', 'admin'];
const COLORS = [36, 35, 33, 32, 34, 31, 37];

function prefixLines(stream, label, color, out, quiet) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) if (!quiet || /"level":(50|60)/.test(line)) out.write(`\x1b[${color}m[${label.padEnd(8)}]\x1b[0m ${line}\n`);
  });
}

/** Starts one process of the stack; `name` is a service name or 'gateway'. */
export function startProcess(name, env, { quiet = false } = {}) {
  const dir = name === 'gateway' ? 'gateway' : `services/${name}`;
  // STACK_NODE_ARGS passes flags to every process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile.
  const nodeArgs = (env.STACK_NODE_ARGS ?? process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, dir, 'dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const color = COLORS[(SERVICES.indexOf(name) + 7) % COLORS.length];
  prefixLines(child.stdout, name, color, process.stdout, quiet);
  prefixLines(child.stderr, name, color, process.stderr, false);
  return child;
}

export async function waitForHealthy(baseUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      last = await response.text();
      if (response.ok) return JSON.parse(last);
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The stack did not become healthy within ${timeoutMs / 1000}s: ${last}`);
}

/**
 * Starts the whole stack. `env` is shared by every process (NAMESPACE, PORT, …).
 * Returns the processes and a stop() that sends SIGTERM and waits for all of them.
 */
export async function startStack({ env = {}, port = 8080, quiet = false, timeoutMs, healthPorts = false } = {}) {
  const shared = { ...env, PORT: String(port) };
  const processes = new Map();
  // `npm start` gives each service its probe port (identity 8081 … admin 8086); tests leave them off
  // so that several stacks can run side by side.
  const own = (name) => (healthPorts ? { ...shared, HEALTH_PORT: String(8081 + SERVICES.indexOf(name)) } : shared);
  for (const name of SERVICES) processes.set(name, startProcess(name, own(name), { quiet }));
  processes.set('gateway', startProcess('gateway', shared, { quiet }));
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    const exits = [...processes.values()].map(
      (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', resolve))),
    );
    for (const child of processes.values()) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of processes.values()) child.kill('SIGKILL');
    }, 10_000);
    await Promise.all(exits);
    clearTimeout(timer);
  };
  try {
    await waitForHealthy(baseUrl, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  // restart(name, env): starts that process again, with `env` on top of the stack's (benches compare settings).
  const restart = (name, extra = {}) => processes.set(name, startProcess(name, { ...(name === 'gateway' ? shared : own(name)), ...extra }, { quiet }));
  return { baseUrl, processes, stop, restart };
}
