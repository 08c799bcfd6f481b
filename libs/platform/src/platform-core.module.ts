import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { loadConfig, type BaseConfig } from './config/config.js';
import { Naming } from './config/naming.js';
import { createLogger, type Logger } from './logging/logger.js';
import { connectNats } from './messaging/nats-connection.js';
import { ensureEventStream } from './messaging/stream.js';
import { watchPartition } from './messaging/partition-watch.js';
import { CONFIG, LOGGER, NATS_CONNECTION, PLATFORM_OPTIONS, REDIS } from './messaging/tokens.js';
import { RpcServerHost } from './rpc/rpc-server-host.js';
import { RpcClient } from './rpc/rpc-client.js';
import { JobScheduler } from './jobs/job-scheduler.js';
import { Sweeper } from './jobs/sweeper.js';
import { HealthService } from './health/health.service.js';
import { PlatformLifecycle } from './lifecycle.js';
import type { PlatformOptions } from './platform-options.js';

/** What every process of ours has: config, logger, NATS, Redis, RPC both ways, jobs, sweeps, health, lifecycle. */
export function coreProviders(options: PlatformOptions): Provider[] {
  return [
    { provide: PLATFORM_OPTIONS, useValue: options },
    { provide: CONFIG, useFactory: () => loadConfig(options.config ?? {}) },
    { provide: Naming, useFactory: (config: BaseConfig) => new Naming(config.NAMESPACE), inject: [CONFIG] },
    { provide: LOGGER, useFactory: (config: BaseConfig) => createLogger(options.service, config.LOG_LEVEL), inject: [CONFIG] },
    {
      provide: NATS_CONNECTION,
      useFactory: async (config: BaseConfig, naming: Naming, logger: Logger): Promise<NatsConnection> => {
        const nc = await connectNats(config.NATS_URL, options.service, logger);
        await ensureEventStream(nc, naming.stream, naming.subject(''), config.JETSTREAM_REPLICAS);
        const stopWatch = watchPartition(nc, config.NATS_URL.split(','), naming.stream, logger);
        void nc.closed().then(stopWatch);
        return nc;
      },
      inject: [CONFIG, Naming, LOGGER],
    },
    {
      provide: REDIS,
      // No auto-pipelining: ioredis keeps one auto-pipeline in flight per connection and queues every
      // other command behind it, so a request waited for the round trip of whoever came first (a
      // 500 m MGET, say), and each request's replies were kept until the whole batch answered. Under
      // an open load that cost more than the writes it saved: the venue promoted ~9 MB/s of
      // reply strings to the old generation (a ~50 ms mark-compact every ~10 s) and the nearby p99 at
      // 350 req/s was 17–55 ms against 9–27 ms without it.
      useFactory: (config: BaseConfig) => new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
      inject: [CONFIG],
    },
    RpcServerHost,
    RpcClient,
    JobScheduler,
    Sweeper,
    HealthService,
    PlatformLifecycle,
  ];
}

/** A global module of `module` that provides and exports `providers`. */
export function platformModuleOf(module: Type<unknown>, providers: Provider[]): DynamicModule {
  const exported = providers.map((p) => (typeof p === 'function' ? p : (p as { provide: unknown }).provide)) as never[];
  return { module, global: true, imports: [DiscoveryModule], providers, exports: exported };
}

/**
 * The platform of a process without a database (the gateway): `PlatformCoreModule.forProcess({ service:
 * 'gateway', config })`. Same providers as `PlatformModule.forService({ database: false })`, without
 * loading TypeORM and pg (`@converge/platform/core`).
 */
@Module({})
export class PlatformCoreModule {
  static forProcess(options: Omit<PlatformOptions, 'database' | 'entities' | 'migrations'>): DynamicModule {
    return platformModuleOf(PlatformCoreModule, coreProviders({ ...options, database: false }));
  }
}
