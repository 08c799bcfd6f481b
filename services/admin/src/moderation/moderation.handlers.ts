import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { decideReportPayloadSchema, isUuid, moderationDecisionSchema, parseAdminInput, reportsQuerySchema, RPC, type ModerationCase, type SignedInPayload } from '@converge/contracts';
import type { z } from 'zod';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { requirePlatform } from '../access/access.rules.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { errors } from '../errors.js';
import { accountStatus } from '../users/users.rules.js';
import { ModerationRepository, type CaseRow } from './moderation.repository.js';
import { moderationLine } from '../audit/audit-lines.rules.js';
import { decide } from './moderation.rules.js';

/**
 * The moderation queue (platform admins): open cases, critical first, and decisions. Suspend and ban
 * publish UserSuspended, which identity (sign-in, gate), venue (check-in ends) and the gateway
 * (sessions end) honour; the decision, the event and the audit row commit together.
 */
@Injectable()
export class ModerationHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ModerationRepository,
    private readonly events: EventPublisher,
    private readonly audit: AuditRepository,
  ) {}

  @RpcHandler(RPC.admin.reports, { actor: 'admin', input: reportsQuerySchema })
  async list({ actor, status }: SignedInPayload<z.infer<typeof reportsQuerySchema>>): Promise<ModerationCase[]> {
    requirePlatform(actor);
    return (await this.repo.list(status)).map(toCase);
  }

  /** The payload carries the case id from the URL beside the body, so the body is parsed here. */
  @RpcHandler(RPC.admin.decideReport, { actor: 'admin', input: decideReportPayloadSchema })
  async decide({ actor, caseId, ...body }: SignedInPayload<{ caseId: string }>): Promise<ModerationCase> {
    requirePlatform(actor);
    const input = parseAdminInput(moderationDecisionSchema, body);
    if (!isUuid(caseId ?? '')) throw errors.caseNotFound();
    return this.dataSource.transaction(async (manager) => {
      const current = await this.repo.lock(manager, caseId);
      if (!current) throw errors.caseNotFound();
      if (current.reported_user_id === actor.userId) throw errors.ownCase();
      const now = new Date();
      const outcome = decide(current.status, input.action, now, input.days);
      await this.repo.decide(manager, caseId, outcome.status, actor.userId, now, input.reason);
      const userId = current.reported_user_id;
      const common = { userId, reason: input.reason, decidedBy: actor.userId, decidedAt: now.toISOString() };
      if (outcome.event === 'UserSuspended') {
        await this.repo.suspend(manager, userId, outcome.until, outcome.banned ? now : null);
        await this.events.publish(manager, 'UserSuspended', { ...common, until: outcome.until?.toISOString() ?? null, banned: outcome.banned, caseId });
      } else if (outcome.event === 'UserReinstated') {
        await this.repo.reinstate(manager, userId);
        await this.events.publish(manager, 'UserReinstated', common);
      } else if (outcome.event === 'UserWarned') {
        await this.events.publish(manager, 'UserWarned', { ...common, caseId });
      }
      const person = await this.repo.person(manager, userId);
      const who = person?.display_name ?? person?.email ?? userId;
      await this.audit.record(manager, {
        actorUserId: actor.userId,
        businessId: null,
        actionType: 'moderation_decision',
        targetType: 'user',
        targetId: userId,
        ...moderationLine(input.action, who, input.reason, input.days),
      });
      return toCase(await this.repo.get(manager, caseId));
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
    relatedAccounts: (row.related ?? []).map((r) => ({ userId: r.user_id, name: r.display_name, email: r.email, similarity: r.similarity })),
    reportCount: row.report_count,
    critical: row.critical,
    status: row.status,
    accountStatus: accountStatus(row),
    suspendedUntil: row.suspended_until?.toISOString() ?? null,
    openedAt: row.opened_at.toISOString(),
    lastReportAt: row.last_report_at.toISOString(),
  };
}
