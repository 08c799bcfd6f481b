import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventPublisher } from '@converge/platform';
import { BusinessRepository } from '../businesses/business.repository.js';

export interface NewNotification {
  kind: 'report' | 'emergency' | 'business_admin' | 'venue';
  /** null: for platform admins only; a business: its owner too. */
  businessId: string | null;
  title: string;
  message: string;
  priority: 'critical' | 'normal';
  /** The fact it comes from (report id, …): a redelivered event makes no second notification. */
  sourceId: string;
}

/**
 * Writes an admin notification and, in the same transaction, AdminNotificationCreated naming the
 * admins who should get it live (every platform admin; the business's owner for its own).
 */
@Injectable()
export class Notifications {
  constructor(
    private readonly events: EventPublisher,
    private readonly businesses: BusinessRepository,
  ) {}

  async create(manager: EntityManager, n: NewNotification): Promise<string | null> {
    const rows: Array<{ id: string; created_at: Date }> = await manager.query(
      `INSERT INTO admin_notifications (business_id, kind, title, message, priority, source_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (kind, source_id) WHERE source_id IS NOT NULL DO NOTHING
       RETURNING id, created_at`,
      [n.businessId, n.kind, n.title, n.message, n.priority, n.sourceId],
    );
    if (!rows[0]) return null;
    const admins: Array<{ user_id: string }> = await manager.query(
      `SELECT user_id FROM admin_users WHERE role IN ('admin', 'super_admin') AND deleted_at IS NULL`,
    );
    const owners = n.businessId ? await this.businesses.owners([n.businessId], manager) : [];
    const recipientUserIds = [...new Set([...admins.map((a) => a.user_id), ...owners])];
    await this.events.publish(manager, 'AdminNotificationCreated', {
      notificationId: rows[0].id,
      title: n.title,
      message: n.message,
      priority: n.priority,
      createdAt: rows[0].created_at.toISOString(),
      recipientUserIds,
    });
    return rows[0].id;
  }
}
