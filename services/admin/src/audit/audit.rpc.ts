import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, pageQuerySchema, type AdminActionPage, type PageQuery, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { adminScope } from '../access/access.rules.js';
import { BusinessRepository } from '../businesses/business.repository.js';

interface ActionRow {
  id: string;
  actor_user_id: string;
  actor_email: string | null;
  description: string;
  action_type: string;
  target_type: string;
  target_id: string | null;
  created_at: Date;
  total: number;
}

/** GET /api/admin/actions: newest first, paged. A business admin sees their business's actions. */
@Injectable()
export class AuditRpc {
  constructor(
    private readonly dataSource: DataSource,
    private readonly businesses: BusinessRepository,
  ) {}

  @RpcHandler(RPC.admin.actions, { actor: 'admin', input: pageQuerySchema })
  async list({ actor, page, pageSize }: SignedInPayload<PageQuery>): Promise<AdminActionPage> {
    const scope = adminScope(actor);
    const business = scope.kind === 'business' ? await this.businesses.forOwner(actor.userId) : null;
    if (scope.kind === 'business' && !business) return { items: [], page, pageSize, total: 0 };
    const rows: ActionRow[] = await this.dataSource.query(
      `SELECT a.id, a.actor_user_id, u.email AS actor_email, a.description, a.action_type, a.target_type, a.target_id, a.created_at,
              count(*) OVER ()::int AS total
         FROM admin_actions a LEFT JOIN admin_users u ON u.user_id = a.actor_user_id
        WHERE $1::uuid IS NULL OR a.business_id = $1
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $2 OFFSET $3`,
      [business?.id ?? null, pageSize, (page - 1) * pageSize],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const [{ count }] = await this.dataSource.query('SELECT count(*)::int AS count FROM admin_actions WHERE $1::uuid IS NULL OR business_id = $1', [business?.id ?? null]);
      total = count as number;
    }
    return {
      items: rows.map((r) => ({
        id: r.id,
        actorUserId: r.actor_user_id,
        actorEmail: r.actor_email,
        description: r.description,
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
