import { Inject, Injectable, Optional, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type http from 'node:http';
import type { DataSource } from 'typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { healthPattern, pingPattern, type ServiceName } from '@converge/contracts';
import type { BaseConfig } from './config/config.js';
import type { Logger } from './logging/logger.js';
import { CONFIG, DATA_SOURCE, EVENT_CONSUMERS, LOGGER, NATS_CONNECTION, OUTBOX_RELAY, PLATFORM_OPTIONS, REDIS } from './messaging/tokens.js';
import type { PlatformOptions } from './platform-options.js';
import { RpcServerHost } from './rpc/rpc-server-host.js';
import type { OutboxRelay } from './messaging/outbox-relay.js';
import type { EventConsumerHost } from './messaging/event-consumer-host.js';
import { JobScheduler } from './jobs/job-scheduler.js';
import { Sweeper } from './jobs/sweeper.js';
import { HealthService } from './health/health.service.js';
import { startHealthHttpServer } from './health/health-http-server.js';
import { startMetricsHttpServer } from './observability/metrics-http-server.js';
import { startTracing, stopTracing } from './observability/tracing.js';

/**
 * Starts the platform's loops once every module is initialised, and stops them in a safe order on
 * SIGTERM: stop taking work (RPC, consumers, sweeps, workers), finish in-flight work, flush the
 * outbox, then close connections.
 */
@Injectable()
export class PlatformLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private healthServer?: http.Server;
  private metricsServer?: http.Server;

  constructor(
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly rpcServer: RpcServerHost,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
    private readonly health: HealthService,
    @Optional() @Inject(OUTBOX_RELAY) private readonly relay?: OutboxRelay,
    @Optional() @Inject(EVENT_CONSUMERS) private readonly consumers?: EventConsumerHost,
    @Optional() @Inject(DATA_SOURCE) private readonly dataSource?: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await startTracing(this.options.service);
    this.rpcServer.register(healthPattern(this.options.service as ServiceName), () => this.health.check());
    this.rpcServer.register(pingPattern(this.options.service as ServiceName), async () => ({ service: this.options.service, pong: true }));
    this.rpcServer.start();
    this.relay?.start();
    await this.consumers?.start();
    this.sweeper.start();
    await this.jobs.start();
    if (this.config.HEALTH_PORT) this.healthServer = await startHealthHttpServer(this.config.HEALTH_PORT, this.health, this.config.HEALTH_HOST);
    if (this.config.METRICS_PORT) this.metricsServer = await startMetricsHttpServer(this.config.METRICS_PORT, this.config.METRICS_HOST);
    this.logger.info('service started');
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.logger.info({ signal }, 'shutting down: finishing in-flight work');
    await this.rpcServer.stop();
    await this.consumers?.stop();
    await this.sweeper.stop();
    await this.jobs.stop();
    await this.relay?.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.healthServer ? this.healthServer.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (this.metricsServer ? this.metricsServer.close(() => resolve()) : resolve()));
    await stopTracing();
    await this.nc.drain().catch(() => undefined);
    await this.redis.quit().catch(() => undefined);
    if (this.dataSource?.isInitialized) await this.dataSource.destroy();
    this.logger.info('service stopped');
  }
}
