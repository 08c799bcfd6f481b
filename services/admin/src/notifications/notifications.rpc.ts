import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, RPC, type Actor, type AdminNotification, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { adminScope } from '../access/access.rules.js';
import { BusinessRepository } from '../businesses/business.repository.js';
import { errors } from '../errors.js';

const LIST_LIMIT = 50;

/** GET /api/admin/notifications (newest first) and marking one read, per admin. */
@Injectable()
export class NotificationsRpc {
  constructor(
    private readonly dataSource: DataSource,
    private readonly businesses: BusinessRepository,
  ) {}

  @RpcHandler(RPC.admin.notifications, { actor: 'admin' })
  async list({ actor }: SignedInPayload): Promise<AdminNotification[]> {
    const businessId = await this.visibleBusiness(actor);
    if (businessId === undefined) return [];
    const rows: Array<{ id: string; title: string; message: string; priority: 'critical' | 'normal'; is_read: boolean; created_at: Date }> =
      await this.dataSource.query(
        `SELECT n.id, n.title, n.message, n.priority, n.created_at,
                EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id AND r.user_id = $2) AS is_read
           FROM admin_notifications n
          WHERE $1::uuid IS NULL OR n.business_id = $1
          ORDER BY n.created_at DESC LIMIT ${LIST_LIMIT}`,
        [businessId, actor.userId],
      );
    return rows.map((r) => ({ id: r.id, title: r.title, message: r.message, priority: r.priority, isRead: r.is_read, createdAt: r.created_at.toISOString() }));
  }

  @RpcHandler(RPC.admin.readNotification, { actor: 'admin' })
  async read({ actor, notificationId }: SignedInPayload<{ notificationId: string }>): Promise<{ id: string; isRead: true }> {
    const businessId = await this.visibleBusiness(actor);
    const rows: Array<{ id: string }> =
      businessId === undefined || !isUuid(notificationId ?? '')
        ? []
        : await this.dataSource.query('SELECT id FROM admin_notifications WHERE id = $1 AND ($2::uuid IS NULL OR business_id = $2)', [notificationId, businessId]);
    if (!rows[0]) throw errors.notificationNotFound();
    await this.dataSource.query('INSERT INTO notification_reads (notification_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [notificationId, actor.userId]);
    return { id: notificationId, isRead: true };
  }

  /** null: every notification (platform admin); a business id: only its own; undefined: none yet. */
  private async visibleBusiness(actor: Actor): Promise<string | null | undefined> {
    const scope = adminScope(actor);
    if (scope.kind === 'platform') return null;
    return (await this.businesses.forOwner(actor.userId))?.id ?? undefined;
  }
}
