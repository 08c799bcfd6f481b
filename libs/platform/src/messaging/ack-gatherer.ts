/** What the gatherer needs of a JetStream message. */
export interface Ackable {
  ack(): void;
}

/**
 * Sends the acknowledgements of handled events together, at most `gatherMs` after the first of them.
 * Each ack is a publish to NATS, and one alone is a socket write (a syscall and a wake-up of the NATS
 * server): for a consumer that does little per event, such as identity's push check of every chat
 * message, that write was a third of its CPU per event. Acks issued in the same turn of the event loop
 * already leave as one write (the client flushes once per microtask), so the gatherer only has to
 * hold them until the flush.
 *
 * Holding an ack changes no guarantee: the event's transaction has committed, and its inbox row makes
 * a redelivery harmless (a crash before the flush redelivers the held events after ack_wait, and the
 * inbox skips the ones applied). `gatherMs` stays far below ack_wait, so no event is redelivered
 * while its ack waits here.
 */
export class AckGatherer {
  private waiting: Ackable[] = [];
  private timer?: NodeJS.Timeout;

  constructor(private readonly gatherMs: number) {}

  ack(message: Ackable): void {
    if (this.gatherMs <= 0) return message.ack();
    this.waiting.push(message);
    this.timer ??= setTimeout(() => this.flush(), this.gatherMs);
  }

  /** Sends every held ack now (also when the consumers stop, before their subscriptions close). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const messages = this.waiting;
    this.waiting = [];
    for (const message of messages) {
      try {
        message.ack();
      } catch {
        // The connection closed meanwhile: the event comes again after ack_wait, and the inbox skips it.
      }
    }
  }
}
