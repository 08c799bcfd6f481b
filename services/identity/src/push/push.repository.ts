import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** push_subscriptions: one row per device. */
@Injectable()
export class PushRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the device for the person (a browser that signed in as someone else moves to them). */
  async save(userId: string, sub: StoredSubscription): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      [sub.endpoint, userId, sub.p256dh, sub.auth],
    );
  }

  async remove(userId: string, endpoint: string): Promise<void> {
    await this.dataSource.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
  }

  /** The push service said the device is gone (404/410). */
  async expire(endpoint: string): Promise<void> {
    await this.dataSource.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
  }

  /** The devices of people who have Push Notifications on (read in the consumer's transaction). */
  async devicesOf(manager: EntityManager, userIds: string[]): Promise<Array<StoredSubscription & { userId: string }>> {
    const rows: Array<{ endpoint: string; p256dh: string; auth: string; user_id: string }> = await manager.query(
      `SELECT s.endpoint, s.p256dh, s.auth, s.user_id FROM push_subscriptions s JOIN users u ON u.id = s.user_id
        WHERE s.user_id = ANY($1::uuid[]) AND u.push_notifications_enabled`,
      [userIds],
    );
    return rows.map((r) => ({ endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth, userId: r.user_id }));
  }
}
