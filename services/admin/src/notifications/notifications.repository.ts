import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { NoticeText } from './notices.rules.js';

const LIST_LIMIT = 50;

export interface NewNotification extends NoticeText {
  kind: 'report' | 'emergency' | 'business_admin' | 'venue';
  /** null: for platform admins only; a business: its owner too. */
  businessId: string | null;
  priority: 'critical' | 'normal';
  /** The fact it comes from (report id, …): a redelivered event makes no second notification. */
  sourceId: string;
}

export interface NotificationRow {
  id: string;
  title: string;
  message: string;
  text_key: string | null;
  text_params: Record<string, string>;
  priority: 'critical' | 'normal';
  is_read: boolean;
  created_at: Date;
}

/** Admin notifications and who read them. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The new row, or null when this source already made one. */
  async insert(manager: EntityManager, n: NewNotification): Promise<{ id: string; created_at: Date } | null> {
    const rows: Array<{ id: string; created_at: Date }> = await manager.query(
      `INSERT INTO admin_notifications (business_id, kind, title, message, priority, source_id, text_key, text_params)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (kind, source_id) WHERE source_id IS NOT NULL DO NOTHING
       RETURNING id, created_at`,
      [n.businessId, n.kind, n.title, n.message, n.priority, n.sourceId, n.key, JSON.stringify(n.params)],
    );
    return rows[0] ?? null;
  }

  /** Every platform admin still on the platform. */
  async platformAdmins(manager: EntityManager): Promise<string[]> {
    const admins: Array<{ user_id: string }> = await manager.query(`SELECT user_id FROM admin_users WHERE role IN ('admin', 'super_admin') AND deleted_at IS NULL`);
    return admins.map((a) => a.user_id);
  }

  /** Newest first, with whether this admin read each (null business: every notification). */
  async list(businessId: string | null, readerId: string): Promise<NotificationRow[]> {
    return this.dataSource.query(
      `SELECT n.id, n.title, n.message, n.text_key, n.text_params, n.priority, n.created_at,
              EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id AND r.user_id = $2) AS is_read
         FROM admin_notifications n
        WHERE $1::uuid IS NULL OR n.business_id = $1
        ORDER BY n.created_at DESC LIMIT ${LIST_LIMIT}`,
      [businessId, readerId],
    );
  }

  /** Whether the notification exists and is visible in this scope (null business: any). */
  async visible(notificationId: string, businessId: string | null): Promise<boolean> {
    const rows: Array<{ id: string }> = await this.dataSource.query('SELECT id FROM admin_notifications WHERE id = $1 AND ($2::uuid IS NULL OR business_id = $2)', [
      notificationId,
      businessId,
    ]);
    return rows.length > 0;
  }

  async markRead(notificationId: string, readerId: string): Promise<void> {
    await this.dataSource.query('INSERT INTO notification_reads (notification_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [notificationId, readerId]);
  }
}
