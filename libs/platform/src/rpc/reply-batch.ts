import type { Msg } from '@nats-io/transport-node';

interface QueuedReply {
  message: Msg;
  body: string;
  sent: () => void;
  failed: (error: unknown) => void;
}

/**
 * Sends the RPC replies of one turn of the event loop together. The NATS client writes whatever was
 * published within one microtask as one write, but each reply finishes in its own callback (its own
 * database answer), so replies sent as they finish cost one socket write each, in this process and as
 * a read in the NATS server: under load that write was the biggest single cost of a like in the
 * matching service. Queued until the end of the turn (setImmediate), the replies of every request that
 * finished in it, and the events their handlers committed (`beforeSend`, first, so a caller never hears
 * of a change before its events are out), leave in one write. Nothing waits longer than the rest of
 * the current turn.
 */
export class ReplyBatch {
  private queued: QueuedReply[] = [];

  constructor(private readonly beforeSend: () => void = () => {}) {}

  /** Resolves once the reply has been handed to the connection; rejects as `respond` would have thrown (a closed connection). */
  send(message: Msg, body: string): Promise<void> {
    return new Promise((sent, failed) => {
      if (this.queued.push({ message, body, sent, failed }) === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const replies = this.queued;
    this.queued = [];
    this.beforeSend();
    for (const { message, body, sent, failed } of replies) {
      try {
        message.respond(body);
        sent();
      } catch (error) {
        failed(error);
      }
    }
  }
}
