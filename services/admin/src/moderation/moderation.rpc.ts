import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, moderationDecisionSchema, parseAdminInput, reportsQuerySchema, RPC, type ModerationCase, type SignedInPayload } from '@converge/contracts';
import type { z } from 'zod';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { requirePlatform } from '../access/access.rules.js';
import { AuditLog } from '../audit/audit.repository.js';
import { errors } from '../errors.js';
import { accountStatus } from '../users/users.rpc.js';
import { decide, type CaseStatus } from './moderation.rules.js';


interface CaseRow {
  id: string;
  reported_user_id: string;
  display_name: string | null;
  email: string | null;
  reasons: string[];
  report_count: number;
  critical: boolean;
  status: CaseStatus;
  suspended_until: Date | null;
  banned_at: Date | null;
  opened_at: Date;
  last_report_at: Date;
}

const SELECT_CASES = `SELECT c.id, c.reported_user_id, u.display_name, u.email, c.reasons, c.report_count, c.critical, c.status,
         u.suspended_until, u.banned_at, c.opened_at, c.last_report_at
    FROM moderation_cases c LEFT JOIN admin_users u ON u.user_id = c.reported_user_id`;

/**
 * The moderation queue (platform admins): open cases, critical first, and decisions. Suspend and ban
 * publish UserSuspended, which identity (sign-in, gate), venue (check-in ends) and the gateway
 * (sessions end) honour; the decision, the event and the audit row commit together.
 */
@Injectable()
export class ModerationRpc {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly audit: AuditLog,
  ) {}

  @RpcHandler(RPC.admin.reports, { actor: 'admin', input: reportsQuerySchema })
  async list({ actor, status }: SignedInPayload<z.infer<typeof reportsQuerySchema>>): Promise<ModerationCase[]> {
    requirePlatform(actor);
    const rows: CaseRow[] = await this.dataSource.query(
      `${SELECT_CASES} WHERE $1 = 'all' OR c.status = 'open'
        ORDER BY (c.status = 'open') DESC, c.critical DESC, c.last_report_at DESC LIMIT 200`,
      [status],
    );
    return rows.map(toCase);
  }

  @RpcHandler(RPC.admin.decideReport, { actor: 'admin' })
  async decide({ actor, caseId, ...body }: SignedInPayload<{ caseId: string }>): Promise<ModerationCase> {
    requirePlatform(actor);
    const input = parseAdminInput(moderationDecisionSchema, body);
    if (!isUuid(caseId ?? '')) throw errors.caseNotFound();
    return this.dataSource.transaction(async (manager) => {
      const [current]: CaseRow[] = await manager.query('SELECT id, reported_user_id, status FROM moderation_cases WHERE id = $1 FOR UPDATE', [caseId]);
      if (!current) throw errors.caseNotFound();
      if (current.reported_user_id === actor.userId) throw errors.ownCase();
      const now = new Date();
      const outcome = decide(current.status, input.action, now, input.days);
      await manager.query(
        'UPDATE moderation_cases SET status = $2, decided_by = $3, decided_at = $4, decision_reason = $5 WHERE id = $1',
        [caseId, outcome.status, actor.userId, now, input.reason],
      );
      const userId = current.reported_user_id;
      const common = { userId, reason: input.reason, decidedBy: actor.userId, decidedAt: now.toISOString() };
      if (outcome.event === 'UserSuspended') {
        await manager.query(
          `INSERT INTO admin_users (user_id, suspended_until, banned_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET suspended_until = EXCLUDED.suspended_until, banned_at = EXCLUDED.banned_at`,
          [userId, outcome.until, outcome.banned ? now : null],
        );
        await this.events.publish(manager, 'UserSuspended', { ...common, until: outcome.until?.toISOString() ?? null, banned: outcome.banned, caseId });
      } else if (outcome.event === 'UserReinstated') {
        await manager.query('UPDATE admin_users SET suspended_until = NULL, banned_at = NULL WHERE user_id = $1', [userId]);
        await this.events.publish(manager, 'UserReinstated', common);
      } else if (outcome.event === 'UserWarned') {
        await this.events.publish(manager, 'UserWarned', { ...common, caseId });
      }
      const [person]: Array<{ email: string | null; display_name: string | null }> = await manager.query(
        'SELECT email, display_name FROM admin_users WHERE user_id = $1',
        [userId],
      );
      const who = person?.display_name ?? person?.email ?? userId;
      const what = { warn: 'Warned', suspend: `Suspended (${input.days ?? 7} days)`, ban: 'Banned', dismiss: 'Dismissed the report about', reinstate: 'Reinstated' }[input.action];
      await this.audit.record(manager, {
        actorUserId: actor.userId,
        businessId: null,
        actionType: 'moderation_decision',
        targetType: 'user',
        targetId: userId,
        description: `${what} ${who}: ${input.reason}`,
      });
      const [row]: CaseRow[] = await manager.query(`${SELECT_CASES} WHERE c.id = $1`, [caseId]);
      return toCase(row);
    });
  }
}

function toCase(row: CaseRow): ModerationCase {
  return {
    id: row.id,
    reportedUserId: row.reported_user_id,
    reportedName: row.display_name,
    reportedEmail: row.email,
    reasons: row.reasons,
    reportCount: row.report_count,
    critical: row.critical,
    status: row.status,
    accountStatus: accountStatus(row),
    suspendedUntil: row.suspended_until?.toISOString() ?? null,
    openedAt: row.opened_at.toISOString(),
    lastReportAt: row.last_report_at.toISOString(),
  };
}
