import { Injectable } from '@nestjs/common';
import { RPC, pageQuerySchema, type AdminActionPage, type PageQuery, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { adminScope } from '../access/access.rules.js';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { AuditRepository } from './audit.repository.js';

/** GET /api/admin/actions: newest first, paged. A business admin sees their business's actions. */
@Injectable()
export class AuditHandlers {
  constructor(
    private readonly audit: AuditRepository,
    private readonly businesses: BusinessesRepository,
  ) {}

  @RpcHandler(RPC.admin.actions, { actor: 'admin', input: pageQuerySchema })
  async list({ actor, page, pageSize }: SignedInPayload<PageQuery>): Promise<AdminActionPage> {
    const scope = adminScope(actor);
    const business = scope.kind === 'business' ? await this.businesses.forOwner(actor.userId) : null;
    if (scope.kind === 'business' && !business) return { items: [], page, pageSize, total: 0 };
    const { rows, total } = await this.audit.page(business?.id ?? null, page, pageSize);
    return {
      items: rows.map((r) => ({
        id: r.id,
        actorUserId: r.actor_user_id,
        actorEmail: r.actor_email,
        description: r.description,
        key: r.text_key,
        params: r.text_params,
        actionType: r.action_type,
        targetType: r.target_type,
        targetId: r.target_id,
        createdAt: r.created_at.toISOString(),
      })),
      page,
      pageSize,
      total,
    };
  }
}
