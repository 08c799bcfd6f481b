import { headers as natsHeaders, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { ReplyInbox, type ReplyFailure } from './reply-inbox.js';

function acknowledged(message: Msg): void {
  // NATS answers a publish no stream listens to with an empty 503 status message (ReplyInbox's no-responder).
  if (message.data.length === 0) throw new Error('empty acknowledgement');
  let ack: { stream?: string; error?: { description?: string; code?: number } };
  try {
    ack = message.json();
  } catch {
    throw new Error('the acknowledgement is not JSON');
  }
  if (ack.error || !ack.stream) throw new Error(`the stream refused the event: ${ack.error?.description ?? 'no stream in its answer'}`);
}

function unacknowledged(failure: ReplyFailure): Error {
  switch (failure.kind) {
    case 'timeout':
      return new Error(`no acknowledgement from the stream within ${failure.timeoutMs} ms`);
    case 'no-responder':
      return new Error('no stream listens to this subject');
    case 'unsent':
      return failure.error instanceof Error ? failure.error : new Error(String(failure.error));
    case 'closed':
      return new Error('the relay stopped');
  }
}

/**
 * Publishes to JetStream and waits for the stream's acknowledgement, as `jetstream(nc).publish` does
 * (the same Nats-Msg-Id deduplication, the same PubAck), with one reply subscription for all of them
 * (ReplyInbox) instead of the client's request machinery: that made three promises, a timer and an
 * Error with a captured stack for every event, ~5 % of the chat service's CPU per message. What a
 * failure means is unchanged: the row stays unsent and the relay's read loop publishes it again (the
 * stream drops a repeat within its duplicate window).
 */
export class StreamPublisher {
  private readonly acks: ReplyInbox<void>;

  constructor(nc: NatsConnection) {
    this.acks = new ReplyInbox<void>(nc, { answer: acknowledged, failure: unacknowledged });
  }

  publish(subject: string, payload: string, msgId: string, headers: Record<string, string> | null, timeoutMs: number): Promise<void> {
    const h = natsHeaders();
    for (const [key, value] of Object.entries(headers ?? {})) h.set(key, String(value));
    h.set('Nats-Msg-Id', msgId);
    return this.acks.request(subject, payload, h, timeoutMs, undefined);
  }

  /** Fails whatever still waits (the relay is stopping) and stops listening. */
  close(): void {
    this.acks.close();
  }
}
