import { Injectable } from '@nestjs/common';
import { isUuid, notificationIdPayloadSchema, RPC, type Actor, type AdminNotification, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { adminScope } from '../access/access.rules.js';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { errors } from '../errors.js';
import { NotificationsRepository } from './notifications.repository.js';

/** GET /api/admin/notifications (newest first) and marking one read, per admin. */
@Injectable()
export class NotificationsHandlers {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly businesses: BusinessesRepository,
  ) {}

  @RpcHandler(RPC.admin.notifications, { actor: 'admin' })
  async list({ actor }: SignedInPayload): Promise<AdminNotification[]> {
    const businessId = await this.visibleBusiness(actor);
    if (businessId === undefined) return [];
    const rows = await this.repo.list(businessId, actor.userId);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      message: r.message,
      key: r.text_key,
      params: r.text_params,
      priority: r.priority,
      isRead: r.is_read,
      createdAt: r.created_at.toISOString(),
    }));
  }

  @RpcHandler(RPC.admin.readNotification, { actor: 'admin', input: notificationIdPayloadSchema })
  async read({ actor, notificationId }: SignedInPayload<{ notificationId: string }>): Promise<{ id: string; isRead: true }> {
    const businessId = await this.visibleBusiness(actor);
    const visible = businessId !== undefined && isUuid(notificationId ?? '') && (await this.repo.visible(notificationId, businessId));
    if (!visible) throw errors.notificationNotFound();
    await this.repo.markRead(notificationId, actor.userId);
    return { id: notificationId, isRead: true };
  }

  /** null: every notification (platform admin); a business id: only its own; undefined: none yet. */
  private async visibleBusiness(actor: Actor): Promise<string | null | undefined> {
    const scope = adminScope(actor);
    if (scope.kind === 'platform') return null;
    return (await this.businesses.forOwner(actor.userId))?.id ?? undefined;
  }
}
