import { createInbox, type Msg, type MsgHdrs, type NatsConnection, type Subscription } from '@nats-io/transport-node';

/** Why a request got no answer: no reply in time, nobody listens on the subject, the publish failed, or the inbox closed. */
export type ReplyFailure = { kind: 'timeout'; timeoutMs: number } | { kind: 'no-responder' } | { kind: 'unsent'; error: unknown } | { kind: 'closed' };

export interface ReplyHandling<T, C> {
  /** Turns a reply into the waiter's answer; what it throws is the waiter's error. */
  answer: (message: Msg, context: C) => T;
  /** The error a waiter gets when no reply came. */
  failure: (failure: ReplyFailure, context: C) => Error;
}

interface Pending<T, C> {
  context: C;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Request-reply over NATS with one wildcard inbox subscription for every request of its owner, matched
 * by a token, the way the nats client muxes its own requests, but without that client's per-request
 * bookkeeping: three promises, a timer and an Error with a captured stack for every request it settles,
 * even answered ones. The subscription survives reconnects (the client subscribes again).
 */
export class ReplyInbox<T, C = undefined> {
  private inbox?: { prefix: string; subscription: Subscription };
  private readonly pending = new Map<string, Pending<T, C>>();
  private sequence = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly handling: ReplyHandling<T, C>,
  ) {}

  request(subject: string, data: string | Uint8Array, headers: MsgHdrs, timeoutMs: number, context: C): Promise<T> {
    const prefix = this.replyPrefix();
    const token = (this.sequence++).toString(36);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(token, { kind: 'timeout', timeoutMs }), timeoutMs);
      this.pending.set(token, { context, resolve, reject, timer });
      try {
        this.nc.publish(subject, data, { reply: `${prefix}.${token}`, headers });
      } catch (error) {
        this.fail(token, { kind: 'unsent', error });
      }
    });
  }

  /** Fails whatever still waits and stops listening. */
  close(): void {
    for (const token of [...this.pending.keys()]) this.fail(token, { kind: 'closed' });
    this.inbox?.subscription.unsubscribe();
    this.inbox = undefined;
  }

  private replyPrefix(): string {
    if (!this.inbox) {
      const prefix = createInbox();
      const subscription = this.nc.subscribe(`${prefix}.*`, {
        callback: (error, message) => {
          if (!error) this.onReply(prefix, message);
        },
      });
      this.inbox = { prefix, subscription };
    }
    return this.inbox.prefix;
  }

  private onReply(prefix: string, message: Msg): void {
    const token = message.subject.slice(prefix.length + 1);
    // NATS answers a request nobody listens to with an empty 503 status message.
    if (message.data.length === 0 && message.headers?.code === 503) return this.fail(token, { kind: 'no-responder' });
    const pending = this.pending.get(token);
    if (!pending) return; // already timed out
    this.pending.delete(token);
    clearTimeout(pending.timer);
    let answer: T;
    try {
      answer = this.handling.answer(message, pending.context);
    } catch (error) {
      return pending.reject(error instanceof Error ? error : new Error(String(error)));
    }
    pending.resolve(answer);
  }

  private fail(token: string, failure: ReplyFailure): void {
    const pending = this.pending.get(token);
    if (!pending) return;
    this.pending.delete(token);
    clearTimeout(pending.timer);
    pending.reject(this.handling.failure(failure, pending.context));
  }
}
