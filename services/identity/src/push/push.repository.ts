import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import type { Language } from '@converge/contracts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** push_subscriptions: one row per device. */
@Injectable()
export class PushRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores the device for the person and the session that registered it. An endpoint of another
   * account is left alone (never moved silently to the caller) unless `takeOver` names that account
   * and its session exactly as stored (the gateway found that session ended). Returns null when
   * stored, else the endpoint's owner.
   */
  async save(
    userId: string,
    session: string | null,
    sub: StoredSubscription,
    takeOver?: { userId: string; session: string | null },
  ): Promise<{ userId: string; session: string | null } | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const stored: unknown[] = await this.dataSource.query(
        `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, session_handle) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, session_handle = EXCLUDED.session_handle
          WHERE push_subscriptions.user_id = EXCLUDED.user_id
             OR (push_subscriptions.user_id = $6::uuid AND push_subscriptions.session_handle IS NOT DISTINCT FROM $7::text)
         RETURNING endpoint`,
        [sub.endpoint, userId, sub.p256dh, sub.auth, session, takeOver?.userId ?? null, takeOver?.session ?? null],
      );
      if (stored.length) return null;
      const [owner]: Array<{ user_id: string; session_handle: string | null }> = await this.dataSource.query('SELECT user_id, session_handle FROM push_subscriptions WHERE endpoint = $1', [
        sub.endpoint,
      ]);
      // Gone in between (its owner signed out): store it on the next attempt.
      if (owner) return { userId: owner.user_id, session: owner.session_handle };
    }
    throw new Error('push subscription: the endpoint kept changing owner');
  }

  /** Signing out: the devices that session registered (every device of the person when `session` is null). */
  async forgetSession(userId: string, session: string | null): Promise<void> {
    await this.dataSource.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND ($2::text IS NULL OR session_handle = $2::text)', [userId, session]);
  }

  async remove(userId: string, endpoint: string): Promise<void> {
    await this.dataSource.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
  }

  /** The push service said the device is gone (404/410). */
  async expire(endpoint: string): Promise<void> {
    await this.dataSource.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
  }

  /**
   * The devices of people who have Push Notifications on (read in the consumer's transaction), each with
   * its owner's language (the same join, so the words cost no query per person).
   */
  async devicesOf(manager: EntityManager, userIds: string[]): Promise<Array<StoredSubscription & { userId: string; language: Language }>> {
    const rows: Array<{ endpoint: string; p256dh: string; auth: string; user_id: string; language: Language }> = await manager.query(
      `SELECT s.endpoint, s.p256dh, s.auth, s.user_id, u.language FROM push_subscriptions s JOIN users u ON u.id = s.user_id
        WHERE s.user_id = ANY($1::uuid[]) AND u.push_notifications_enabled`,
      [userIds],
    );
    return rows.map((r) => ({ endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth, userId: r.user_id, language: r.language }));
  }
}
