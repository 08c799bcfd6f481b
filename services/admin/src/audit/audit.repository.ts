import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ADMIN_ACTION_TYPES } from '@converge/contracts';

export interface AuditEntry {
  actorUserId: string;
  /** The business the action belongs to (its owner sees it); null for platform-level actions. */
  businessId: string | null;
  actionType: (typeof ADMIN_ACTION_TYPES)[number];
  targetType: 'user' | 'venue' | 'business' | 'report' | 'notification';
  targetId: string | null;
  description: string;
}

/** The append-only audit log (the table refuses UPDATE and DELETE). Written in the action's own transaction. */
@Injectable()
export class AuditLog {
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO admin_actions (actor_user_id, business_id, action_type, target_type, target_id, description)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.actorUserId, entry.businessId, entry.actionType, entry.targetType, entry.targetId, entry.description],
    );
  }
}
