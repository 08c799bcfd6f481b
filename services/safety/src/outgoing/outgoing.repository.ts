import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /** Extra mail headers (List-Unsubscribe on mail to outside addresses). */
  headers?: Record<string, string>;
}

interface MessageRow {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  headers: Record<string, string> | null;
}

/** What a send reports: delivered, or deliberately not sent (the recipient unsubscribed meanwhile). */
export type SendOutcome = 'sent' | 'suppressed';

/**
 * Mails and texts safety owes someone, stored in the same transaction as what caused them, so a
 * crash after the commit still delivers them (job first, sweeper for a lost job).
 */
@Injectable()
export class OutgoingRepository {
  constructor(private readonly dataSource: DataSource) {}

  async enqueue(manager: EntityManager, userId: string, refId: string, messages: OutgoingMessage[]) {
    for (const m of messages) {
      await manager.query('INSERT INTO outgoing_messages (id, user_id, ref_id, channel, recipient, subject, body, headers) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
        randomUUID(),
        userId,
        refId,
        m.channel,
        m.recipient,
        m.subject ?? null,
        m.body,
        m.headers ? JSON.stringify(m.headers) : null,
      ]);
    }
  }

  unsentIds(refId: string): Promise<Array<{ id: string }>> {
    return this.dataSource.query('SELECT id FROM outgoing_messages WHERE ref_id = $1 AND sent_at IS NULL ORDER BY created_at, id', [refId]);
  }

  /**
   * Sends one message while holding its row lock, so a job and a sweep never send it twice at once.
   * Returns 'sent', 'skipped' (sent or being sent elsewhere) or throws the send error (recorded).
   */
  async sendOne(id: string, send: (m: MessageRow) => Promise<SendOutcome | void>): Promise<'sent' | 'skipped'> {
    let failure: unknown = null;
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [row]: MessageRow[] = await manager.query(
        'SELECT id, channel, recipient, subject, body, headers FROM outgoing_messages WHERE id = $1 AND sent_at IS NULL FOR UPDATE SKIP LOCKED',
        [id],
      );
      if (!row) return 'skipped' as const;
      let sendOutcome: SendOutcome | void;
      try {
        sendOutcome = await send(row);
      } catch (error) {
        failure = error;
        await manager.query('UPDATE outgoing_messages SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [id, String((error as Error)?.message ?? error).slice(0, 500)]);
        return 'failed' as const;
      }
      if (sendOutcome === 'suppressed') {
        // Done with, never sent: the recipient asked for no more mail after it was stored.
        await manager.query("UPDATE outgoing_messages SET sent_at = now(), last_error = 'not sent: the recipient unsubscribed' WHERE id = $1", [id]);
        return 'skipped' as const;
      }
      await manager.query('UPDATE outgoing_messages SET attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1', [id]);
      return 'sent' as const;
    });
    if (outcome === 'failed') throw failure;
    return outcome;
  }

  /** References with a message still unsent after `olderThanMs` (their job was lost or gave up). */
  async overdueRefs(olderThanMs: number): Promise<string[]> {
    const rows: Array<{ ref_id: string }> = await this.dataSource.query(
      `SELECT DISTINCT ref_id FROM outgoing_messages
       WHERE sent_at IS NULL AND created_at < now() - make_interval(secs => $1) AND attempts < 50 LIMIT 100`,
      [olderThanMs / 1000],
    );
    return rows.map((r) => r.ref_id);
  }
}
