import { Inject, Injectable } from '@nestjs/common';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { RpcError } from '@converge/contracts';
import { Naming } from '../config/naming.js';
import type { BaseConfig } from '../config/config.js';
import { currentRequestId, type Logger } from '../logging/logger.js';
import { CONFIG, LOGGER, NATS_CONNECTION } from '../messaging/tokens.js';
import type { RpcReply } from './rpc-reply.js';

/**
 * Request-reply with a timeout. An RpcError from the far side keeps its status; a timeout or no
 * responder becomes 503 SERVICE_UNAVAILABLE; a malformed reply is a logged 500.
 */
@Injectable()
export class RpcClient {
  constructor(
    private readonly naming: Naming,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async request<T = unknown>(pattern: string, payload: unknown = {}, options: { timeoutMs?: number } = {}): Promise<T> {
    const h = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) h.set('x-request-id', requestId);
    let raw: string;
    try {
      const message = await this.nc.request(this.naming.subject(pattern), JSON.stringify(payload ?? {}), {
        timeout: options.timeoutMs ?? this.config.RPC_TIMEOUT_MS,
        headers: h,
      });
      raw = message.string();
    } catch (error) {
      this.logger.warn({ err: error, pattern }, 'rpc request got no answer');
      throw RpcError.unavailable();
    }
    let reply: RpcReply<T>;
    try {
      reply = JSON.parse(raw) as RpcReply<T>;
    } catch (error) {
      this.logger.error({ err: error, pattern }, 'rpc reply was not JSON');
      throw new RpcError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    if (reply.ok) return reply.data;
    const e = reply.error;
    throw new RpcError(e.status, e.code, e.message, e.fields);
  }
}
