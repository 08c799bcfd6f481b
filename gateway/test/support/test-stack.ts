import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { bootService, cleanupTestNamespace, eventually, freePort, newTestNamespace, useTestEnvironment } from '@converge/platform';

const gatewayMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

export interface GatewayTestStack {
  baseUrl: string;
  gateway: ChildProcess;
  services: INestApplicationContext[];
  /** fetch against the gateway that keeps cookies like a browser (one jar per client). */
  client(): TestClient;
  /** Runs `cleanup` when the stack closes, before anything stops (sockets to close, stand-ins to unsubscribe). */
  onClose(cleanup: () => void): void;
  close(): Promise<void>;
}

export interface TestClient {
  cookie?: string;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
}

/**
 * Boots the given service modules in this process and the built gateway (gateway/dist, `npm run build`)
 * as a child process on a free port, all on the real Postgres, Redis and NATS in a fresh namespace.
 * (The gateway runs as a real process because some Fastify plugins are ESM that Jest cannot load.)
 * `env` adds settings (short timers, etc.) before anything reads its config.
 */
export async function startGatewayTestStack(serviceModules: Type<unknown>[], env: Record<string, string> = {}, gatewayEnv: Record<string, string> = {}): Promise<GatewayTestStack> {
  const namespace = newTestNamespace('gw');
  useTestEnvironment(namespace, { PUBLIC_URL: 'http://localhost', ...env });
  const services: INestApplicationContext[] = [];
  for (const module of serviceModules) services.push(await bootService(module));
  const port = await freePort();
  const gateway = spawn(process.execPath, [gatewayMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error', ...gatewayEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForListening(baseUrl, gateway);
  const cleanups: Array<() => void> = [];
  return {
    baseUrl,
    gateway,
    services,
    client: () => createClient(baseUrl),
    onClose: (cleanup) => void cleanups.push(cleanup),
    async close() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      const exited = new Promise((resolve) => (gateway.exitCode !== null ? resolve(null) : gateway.once('exit', resolve)));
      gateway.kill('SIGTERM');
      await exited;
      for (const service of services.reverse()) await service.close();
      await cleanupTestNamespace(namespace);
    },
  };
}

/**
 * Settings for stacks where many people sign up and act from one address in a few seconds: cheaper
 * password hashing, and per-IP sign-up, check-in and swipe limits out of the way.
 */
export const MANY_PEOPLE = { ARGON2_MEMORY_KIB: '19456', REGISTER_MAX_PER_IP: '1000', CHECKIN_RATE_LIMIT: '1000', SWIPE_LIMIT_PER_MINUTE: '1000' };

function createClient(baseUrl: string): TestClient {
  const client: TestClient = {
    async request(method, path, body, headers = {}) {
      const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) {
        const pair = setCookie.split(';')[0];
        client.cookie = /=$/.test(pair) || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(setCookie) ? undefined : pair;
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
  };
  return client;
}

async function waitForListening(baseUrl: string, gateway: ChildProcess): Promise<void> {
  await eventually(
    'the gateway listens',
    async () => {
      if (gateway.exitCode !== null) throw new Error(`gateway exited with ${gateway.exitCode}`);
      return fetch(`${baseUrl}/api/health`).then(
        () => true,
        () => false,
      );
    },
    { timeoutMs: 30_000, intervalMs: 100 },
  );
}

/**
 * A second gateway replica on the same namespace (started after startGatewayTestStack, which set the
 * environment): for tests of what replicas share. Stop it with `.kill('SIGTERM')`.
 */
export async function startExtraGateway(): Promise<{ baseUrl: string; gateway: ChildProcess }> {
  const port = await freePort();
  const gateway = spawn(process.execPath, [gatewayMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForListening(baseUrl, gateway);
  return { baseUrl, gateway };
}
