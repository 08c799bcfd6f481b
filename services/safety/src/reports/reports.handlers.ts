import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { reportSchema, RPC, type ReportDto, type ReportInput, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, isoOrNull, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { PeopleRepository } from '../people/people.repository.js';
import { BlocksRepository } from '../blocks/blocks.repository.js';
import { assertNotSelf } from '../blocks/blocks.rules.js';
import { ReportsRepository } from './reports.repository.js';
import { isCritical, reportAllowance, REPORT_WINDOW_MS } from './reports.rules.js';

/** Report a person (one of the five reasons); optionally block them in the same transaction. → ReportFiled. */
@Injectable()
export class ReportsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly reports: ReportsRepository,
    private readonly blocks: BlocksRepository,
    private readonly people: PeopleRepository,
  ) {}

  @RpcHandler(RPC.safety.report, { actor: 'required', input: reportSchema })
  async report({ actor, ...input }: SignedInPayload<ReportInput>): Promise<ReportDto> {
    assertNotSelf(actor.userId, input.reportedUserId, 'reportedUserId', 'report');
    await this.assertExists(input.reportedUserId);

    return this.dataSource.transaction(async (manager) => {
      const allowance = reportAllowance(await this.reports.lockAndRecent(manager, actor.userId, REPORT_WINDOW_MS), new Date());
      if (!allowance.allowed) {
        throw errors.tooManyReports(allowance.retryAfterSeconds);
      }
      const alsoBlock = input.alsoBlock === true;
      const row = await this.reports.insert(manager, {
        id: randomUUID(),
        reporterId: actor.userId,
        reportedUserId: input.reportedUserId,
        reason: input.reason,
        description: input.description ?? null,
        alsoBlocked: alsoBlock,
        source: input.source ?? 'profile',
      });
      if (alsoBlock) await this.blocks.block(manager, actor.userId, input.reportedUserId);
      await this.events.publish(manager, 'ReportFiled', {
        reportId: row.id,
        reporterId: actor.userId,
        reportedUserId: row.reported_user_id,
        reason: row.reason,
        description: row.description,
        critical: isCritical(row.reason),
        createdAt: isoOrNull(row.created_at)!,
        source: row.source,
      });
      return { id: row.id, reportedUserId: row.reported_user_id, reason: row.reason, blocked: alsoBlock, createdAt: isoOrNull(row.created_at)! };
    });
  }

  /** Known locally, or identity says so; identity not answering is a 503 (we cannot tell). */
  private async assertExists(userId: string) {
    const { names, identityAnswered } = await this.people.names([userId], { timeoutMs: 3000 });
    if (names.has(userId)) return;
    if (!identityAnswered) throw errors.identityUnavailable();
    throw errors.userNotFound();
  }
}
