import { Inject, Injectable } from '@nestjs/common';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { RpcError, commonErrors, type RpcReplyOf, type RpcSubject } from '@converge/contracts';
import { Naming } from '../config/naming.js';
import type { BaseConfig } from '../config/config.js';
import { currentRequestId, currentTraceparent, type Logger } from '../logging/logger.js';
import { CONFIG, LOGGER, NATS_CONNECTION, PLATFORM_OPTIONS } from '../messaging/tokens.js';
import type { PlatformOptions } from '../platform-options.js';
import { metrics, observerFor, outcomeOf } from '../observability/metrics.js';
import type { RpcReply } from './rpc-reply.js';
import { ReplyInbox, type ReplyFailure } from '../messaging/reply-inbox.js';

/** How the far side's success envelope starts (rpc-server-host: JSON.stringify({ ok: true, data })). */
const OK_PREFIX = Buffer.from('{"ok":true,"data":');
const CLOSING_BRACE = 0x7d;
const utf8 = new TextDecoder();

const toError = (reply: Extract<RpcReply, { ok: false }>) =>
  new RpcError(reply.error.status, reply.error.code, reply.error.message, reply.error.fields, reply.error.categories, reply.error.issues);

const whyUnanswered = (failure: ReplyFailure): string => {
  switch (failure.kind) {
    case 'timeout':
      return 'timed out';
    case 'no-responder':
      return 'had no responder';
    case 'unsent':
      return `could not be sent: ${String((failure.error as Error)?.message ?? failure.error)}`;
    case 'closed':
      return 'was cancelled';
  }
};

/**
 * Request-reply with a timeout. An RpcError from the far side keeps its status; a timeout or no
 * responder becomes 503 SERVICE_UNAVAILABLE; a malformed reply is a logged 500.
 *
 * Replies come back on one wildcard inbox subscription per process (ReplyInbox), without the nats
 * client's per-request bookkeeping: it builds an Error (a stack capture) for every request it settles,
 * even answered ones, which cost ~6% of the gateway's CPU.
 */
@Injectable()
export class RpcClient {
  /** Resolves with the reply's bytes as they came (UTF-8 JSON); the context is the pattern, for the log. */
  private readonly replies: ReplyInbox<Buffer, string>;

  constructor(
    private readonly naming: Naming,
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
  ) {
    this.replies = new ReplyInbox<Buffer, string>(nc, {
      // A copy (a memcpy, outside the JS heap): the message's bytes are a view of the client's read
      // buffer; the copy keeps only this reply alive, whatever the client does with its buffer later.
      answer: (message) => Buffer.from(message.data),
      // A timeout, no responder, or a publish that could not go out: 503.
      failure: (failure, pattern) => {
        this.logger.warn({ pattern }, `rpc request ${whyUnanswered(failure)}`);
        return commonErrors.serviceUnavailable();
      },
    });
  }

  /** A subject of RPC: the reply is typed by the subject's schema (RPC_REPLIES). */
  request<S extends RpcSubject>(pattern: S, payload?: unknown, options?: { timeoutMs?: number }): Promise<RpcReplyOf<S>>;
  /** Any other subject (a health check, a computed one), or a caller-chosen type. */
  request<T = unknown>(pattern: string, payload?: unknown, options?: { timeoutMs?: number }): Promise<T>;
  async request<T = unknown>(pattern: string, payload: unknown = {}, options: { timeoutMs?: number } = {}): Promise<T> {
    return this.call(pattern, payload, options, (raw) => {
      const reply = this.parse<T>(utf8.decode(raw), pattern);
      if (reply.ok) return reply.data;
      throw toError(reply);
    });
  }

  /**
   * Like request(), but resolves with the UTF-8 JSON bytes of the reply's `data`, never decoded nor
   * parsed: for a caller that passes the answer on as it came (the gateway's hottest read).
   * Decoding the venue's ~20 KB reply made a two-byte string (its openers have em dashes) that the
   * socket encoded back to UTF-8, and those strings were most of what the gateway promoted to its old
   * generation. The far side's envelope is `{"ok":true,"data":…}` (JSON.stringify keeps that key
   * order), so a success is a view of the middle; anything else (an error) is parsed and thrown
   * exactly as request() throws it. Errors, timeouts, the request id and traceparent are the same as
   * request()'s.
   */
  async requestRaw(pattern: string, payload: unknown = {}, options: { timeoutMs?: number } = {}): Promise<Buffer> {
    return this.call(pattern, payload, options, (raw) => {
      const ok = raw.length > OK_PREFIX.length + 1 && raw[raw.length - 1] === CLOSING_BRACE && OK_PREFIX.equals(raw.subarray(0, OK_PREFIX.length));
      if (ok) return raw.subarray(OK_PREFIX.length, raw.length - 1);
      const reply = this.parse<unknown>(utf8.decode(raw), pattern);
      if (reply.ok) return Buffer.from(JSON.stringify(reply.data));
      throw toError(reply);
    });
  }

  private async call<R>(pattern: string, payload: unknown, options: { timeoutMs?: number }, settle: (raw: Buffer) => R): Promise<R> {
    const started = performance.now();
    let status: number | undefined;
    try {
      return settle(await this.roundTrip(pattern, JSON.stringify(payload ?? {}), options.timeoutMs ?? this.config.RPC_TIMEOUT_MS));
    } catch (error) {
      status = error instanceof RpcError ? error.status : 500;
      throw error;
    } finally {
      observerFor(metrics.rpcClientDuration, { service: this.options.service, pattern, outcome: outcomeOf(status) }).observe((performance.now() - started) / 1000);
    }
  }

  private parse<T>(raw: string, pattern: string): RpcReply<T> {
    try {
      return JSON.parse(raw) as RpcReply<T>;
    } catch (error) {
      this.logger.error({ err: error, pattern }, 'rpc reply was not JSON');
      throw commonErrors.internal();
    }
  }

  private roundTrip(pattern: string, data: string, timeoutMs: number): Promise<Buffer> {
    const h = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) h.set('x-request-id', requestId);
    const traceparent = currentTraceparent();
    if (traceparent) h.set('traceparent', traceparent);
    return this.replies.request(this.naming.subject(pattern), data, h, timeoutMs, pattern);
  }
}
