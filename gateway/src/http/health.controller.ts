import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { healthPattern, pingPattern, SERVICES, type ServiceName, pingSchema, systemHealthSchema } from '@converge/contracts';
import { CONFIG, RpcClient, type HealthReport } from '@converge/platform/core';
import type { GatewayConfig } from '../config.js';
import { Answers } from './answers.decorator.js';
import { errors } from '../errors.js';

/** GET /api/health: every service's own readiness, asked over NATS. 503 when any is down. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  @Answers(systemHealthSchema)
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const entries = await Promise.all(
      SERVICES.map(async (service: ServiceName) => {
        try {
          const report = await this.rpc.request<HealthReport>(healthPattern(service), {}, { timeoutMs: this.config.HEALTH_RPC_TIMEOUT_MS });
          return [service, { status: report.status, checks: report.checks }] as const;
        } catch {
          return [service, { status: 'down' as const }] as const;
        }
      }),
    );
    const services = Object.fromEntries(entries);
    const status = entries.every(([, s]) => s.status === 'up') ? 'up' : 'down';
    reply.status(status === 'up' ? 200 : 503);
    return { status, services };
  }

  /** One bare round trip to a service (no database work): what the NATS hop itself costs. */
  @Get(':service/ping')
  @Answers(pingSchema)
  ping(@Param('service') service: string) {
    if (!(SERVICES as readonly string[]).includes(service)) throw errors.noSuchService();
    return this.rpc.request(pingPattern(service as ServiceName), {});
  }
}
