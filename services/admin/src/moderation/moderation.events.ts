import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { AdminNotifier } from '../notifications/admin-notifier.js';
import { ModerationRepository } from './moderation.repository.js';
import { checkInEscalatedNotice, duplicateFaceNotice, emergencyNotice, reportNotice } from '../notifications/notices.rules.js';
import { isCritical } from './moderation.rules.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * Reports become moderation cases: one open case per reported person gathers every report against
 * them (count, reasons); a critical reason makes the case critical. Emergencies and reports notify admins.
 */
@Injectable()
export class ModerationEvents {
  constructor(
    private readonly repo: ModerationRepository,
    private readonly notifier: AdminNotifier,
  ) {}

  @OnEvent('ReportFiled', { name: 'cases_on_report' })
  async onReport({ occurredAt, data }: Event<'ReportFiled'>, manager: EntityManager) {
    const critical = isCritical(data.reason, data.critical);
    const at = data.createdAt ?? occurredAt;
    if (await this.repo.reportKnown(manager, data.reportId)) return;
    const open = await this.repo.addToOpenCase(manager, data.reportedUserId, critical, data.reason, at);
    await this.repo.addReport(manager, { reportId: data.reportId, caseId: open.id, reporterId: data.reporterId, reason: data.reason, description: data.description, at });
    const person = await this.repo.person(manager, data.reportedUserId);
    await this.notifier.create(manager, {
      kind: 'report',
      businessId: null,
      ...reportNotice({ reason: data.reason, critical, name: person?.display_name ?? null, openReports: open.report_count }),
      priority: critical ? 'critical' : 'normal',
      sourceId: data.reportId,
    });
  }

  /** Face Check: the same face on two accounts. A case for a person to decide (it may be a twin, or a new account after a lost one). */
  @OnEvent('DuplicateFaceSuspected', { name: 'cases_on_duplicate_face' })
  async onDuplicateFace({ occurredAt, data }: Event<'DuplicateFaceSuspected'>, manager: EntityManager) {
    const open = await this.repo.addDuplicateFace(manager, data.userId, data.otherUserId, data.similarity, data.detectedAt ?? occurredAt);
    if (!open.added) return;
    const person = await this.repo.person(manager, data.userId);
    const other = await this.repo.person(manager, data.otherUserId);
    await this.notifier.create(manager, {
      kind: 'report',
      businessId: null,
      ...duplicateFaceNotice({ name: person?.display_name ?? null, otherName: other?.display_name ?? null, similarity: data.similarity }),
      priority: 'normal',
      sourceId: `${data.userId}:${data.otherUserId}`,
    });
  }

  @OnEvent('EmergencyActivated', { name: 'notify_on_emergency' })
  async onEmergency({ data }: Event<'EmergencyActivated'>, manager: EntityManager) {
    const person = await this.repo.person(manager, data.userId);
    await this.notifier.create(manager, {
      kind: 'emergency',
      businessId: null,
      ...emergencyNotice({ name: person?.display_name ?? null, venue: data.venueName ?? null }),
      priority: 'critical',
      sourceId: data.activationId,
    });
  }

  /** "Check on me" escalated: no answer in time, or the duress PIN (admins are told which; the person never is). */
  @OnEvent('SafetyCheckInEscalated', { name: 'notify_on_check_in_escalated' })
  async onCheckInEscalated({ data }: Event<'SafetyCheckInEscalated'>, manager: EntityManager) {
    await this.notifier.create(manager, {
      kind: 'emergency',
      businessId: null,
      ...checkInEscalatedNotice({ duress: data.reason === 'duress', name: data.personName, venue: data.venueName ?? null, meetPoint: data.meetPoint ?? null }),
      priority: 'critical',
      sourceId: data.checkInId,
    });
  }
}
