import 'reflect-metadata';
import type { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Msg, NatsConnection } from '@nats-io/transport-node';
import { RPC, pingPattern } from '@converge/contracts';
import type { BaseConfig } from '../config/config.js';
import type { Naming } from '../config/naming.js';
import type { Logger } from '../logging/logger.js';
import type { PlatformOptions } from '../platform-options.js';
import { RpcServerHost } from './rpc-server-host.js';
import { RawJson } from './raw-json.js';

/** A host with no decorated providers, on a fake connection: `ask` sends one request and returns the parsed reply. */
function hostFor(nodeEnv: BaseConfig['NODE_ENV'], handlers: Record<string, () => Promise<unknown>>) {
  const callbacks = new Map<string, (error: Error | null, message: Msg) => void>();
  const nc = { subscribe: (subject: string, { callback }: { callback: (error: Error | null, message: Msg) => void }) => (callbacks.set(subject, callback), { drain: async () => {} }) };
  const errors: unknown[] = [];
  const logger = { error: (...args: unknown[]) => errors.push(args[0]), info: () => {}, debug: () => {}, isLevelEnabled: () => false };
  const host = new RpcServerHost(
    { getProviders: () => [] } as unknown as DiscoveryService,
    {} as MetadataScanner,
    { subject: (pattern: string) => pattern } as unknown as Naming,
    nc as unknown as NatsConnection,
    logger as unknown as Logger,
    { service: 'venue' } as PlatformOptions,
    { NODE_ENV: nodeEnv } as BaseConfig,
  );
  for (const [pattern, handler] of Object.entries(handlers)) host.register(pattern, handler);
  host.start();
  const ask = async (pattern: string): Promise<{ ok: boolean; data?: unknown; error?: { status: number; code: string; message: string; fields?: Record<string, string> } }> => {
    let sent = '';
    const message = { data: new Uint8Array(), headers: undefined, reply: 'inbox.1', respond: (body: string) => ((sent = body), true) } as unknown as Msg;
    callbacks.get(pattern)!(null, message);
    await host.stop();
    return JSON.parse(sent);
  };
  return { ask, errors };
}

test('outside production a reply that does not match its subject’s schema is a 500 naming the subject and the fields', async () => {
  const { ask, errors } = hostFor('test', { [RPC.venue.checkOut]: async () => ({ checkedOut: 'yes', extra: 1 }) });
  const reply = await ask(RPC.venue.checkOut);
  expect(reply.ok).toBe(false);
  expect(reply.error).toMatchObject({ status: 500, code: 'REPLY_SHAPE', message: expect.stringContaining(RPC.venue.checkOut) });
  expect(Object.keys(reply.error!.fields!)).toEqual(['checkedOut']);
  expect(errors).toEqual([expect.objectContaining({ pattern: RPC.venue.checkOut, issues: expect.objectContaining({ checkedOut: expect.any(String) }) })]);
});

test('outside production a field the schema does not declare is refused too', async () => {
  const { ask } = hostFor('development', { [RPC.venue.checkOut]: async () => ({ checkedOut: true, secret: 'x' }) });
  expect((await ask(RPC.venue.checkOut)).error).toMatchObject({ code: 'REPLY_SHAPE', fields: { secret: 'not in the schema' } });
});

test('a matching reply goes out as the handler returned it, checked in its wire form (dates as strings)', async () => {
  const at = new Date('2026-11-27T05:00:00Z');
  const { ask } = hostFor('test', {
    [RPC.safety.sharePosition]: async () => ({ shareId: 's1', accepted: true, updatedAt: at }),
    [pingPattern('venue')]: async () => ({ service: 'venue', pong: true }),
  });
  expect(await ask(RPC.safety.sharePosition)).toEqual({ ok: true, data: { shareId: 's1', accepted: true, updatedAt: at.toISOString() } });
  expect(await ask(pingPattern('venue'))).toEqual({ ok: true, data: { service: 'venue', pong: true } });
});

test('in production replies are not parsed: a mismatch goes out unchanged', async () => {
  const { ask, errors } = hostFor('production', { [RPC.venue.checkOut]: async () => ({ checkedOut: 'yes' }) });
  expect(await ask(RPC.venue.checkOut)).toEqual({ ok: true, data: { checkedOut: 'yes' } });
  expect(errors).toEqual([]);
});

test('data that is JSON text already goes out as that JSON, in production and checked outside it', async () => {
  const share = { shareId: 's1', accepted: true, updatedAt: '2026-11-27T05:00:00.000Z' };
  for (const env of ['production', 'test'] as const) {
    const { ask } = hostFor(env, { [RPC.safety.sharePosition]: async () => new RawJson(JSON.stringify(share)) });
    expect(await ask(RPC.safety.sharePosition)).toEqual({ ok: true, data: share });
  }
  const { ask } = hostFor('test', { [RPC.venue.checkOut]: async () => new RawJson('{"checkedOut":"yes"}') });
  expect((await ask(RPC.venue.checkOut)).error).toMatchObject({ code: 'REPLY_SHAPE' });
});
