import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ADMIN_ACTION_TYPES } from '@converge/contracts';
import type { AuditLine } from './audit-lines.rules.js';

export interface AuditEntry extends AuditLine {
  actorUserId: string;
  /** The business the action belongs to (its owner sees it); null for platform-level actions. */
  businessId: string | null;
  actionType: (typeof ADMIN_ACTION_TYPES)[number];
  targetType: 'user' | 'venue' | 'business' | 'report' | 'notification';
  targetId: string | null;
}

export interface ActionRow {
  id: string;
  actor_user_id: string;
  actor_email: string | null;
  description: string;
  text_key: string | null;
  text_params: Record<string, string>;
  action_type: string;
  target_type: string;
  target_id: string | null;
  created_at: Date;
  total: number;
}

/** The append-only audit log (the table refuses UPDATE and DELETE). Written in the action's own transaction. */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO admin_actions (actor_user_id, business_id, action_type, target_type, target_id, description, text_key, text_params)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [entry.actorUserId, entry.businessId, entry.actionType, entry.targetType, entry.targetId, entry.description, entry.key, JSON.stringify(entry.params)],
    );
  }

  /** One page, newest first, with the total (null business: every action). */
  async page(businessId: string | null, page: number, pageSize: number): Promise<{ rows: ActionRow[]; total: number }> {
    const rows: ActionRow[] = await this.dataSource.query(
      `SELECT a.id, a.actor_user_id, u.email AS actor_email, a.description, a.text_key, a.text_params, a.action_type, a.target_type, a.target_id, a.created_at,
              count(*) OVER ()::int AS total
         FROM admin_actions a LEFT JOIN admin_users u ON u.user_id = a.actor_user_id
        WHERE $1::uuid IS NULL OR a.business_id = $1
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $2 OFFSET $3`,
      [businessId, pageSize, (page - 1) * pageSize],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      // A page past the end has no row to carry the total.
      const [{ count }] = await this.dataSource.query('SELECT count(*)::int AS count FROM admin_actions WHERE $1::uuid IS NULL OR business_id = $1', [businessId]);
      total = count as number;
    }
    return { rows, total };
  }
}
