import { Inject, Injectable, Optional } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { Naming } from '../config/naming.js';
import { DATA_SOURCE, NATS_CONNECTION, PLATFORM_OPTIONS, REDIS } from '../messaging/tokens.js';
import type { PlatformOptions } from '../platform-options.js';

export type CheckStatus = 'up' | 'down';

export interface HealthReport {
  service: string;
  status: CheckStatus;
  checks: Record<string, CheckStatus>;
}

const CHECK_TIMEOUT_MS = 1500;

/** Readiness: Postgres, Redis, NATS and the JetStream stream each answer within a short time. */
@Injectable()
export class HealthService {
  constructor(
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    private readonly naming: Naming,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(REDIS) private readonly redis: Redis,
    @Optional() @Inject(DATA_SOURCE) private readonly dataSource?: DataSource,
  ) {}

  async check(): Promise<HealthReport> {
    const probes: Record<string, () => Promise<unknown>> = {
      redis: () => this.redis.ping(),
      nats: async () => {
        if (this.nc.isClosed()) throw new Error('closed');
        await this.nc.flush();
      },
      jetstream: async () => (await jetstreamManager(this.nc)).streams.info(this.naming.stream),
    };
    if (this.dataSource) probes.postgres = () => this.dataSource!.query('SELECT 1');
    const entries = await Promise.all(Object.entries(probes).map(async ([name, probe]) => [name, (await withTimeout(probe())) ? 'up' : 'down'] as const));
    const checks = Object.fromEntries(entries) as Record<string, CheckStatus>;
    const status: CheckStatus = Object.values(checks).every((s) => s === 'up') ? 'up' : 'down';
    return { service: this.options.service, status, checks };
  }
}

async function withTimeout(work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)))]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
