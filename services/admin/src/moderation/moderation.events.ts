import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REPORT_REASON_LABELS, type EventData, type EventEnvelope, type ReportReason } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { AdminNotifier } from '../notifications/admin-notifier.js';
import { ModerationRepository } from './moderation.repository.js';
import { isCritical } from './moderation.rules.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

const label = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

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
    const who = person?.display_name ?? 'A user';
    await this.notifier.create(manager, {
      kind: 'report',
      businessId: null,
      title: critical ? `Critical report: ${label(data.reason)}` : `New report: ${label(data.reason)}`,
      message: `${who} was reported for ${label(data.reason).toLowerCase()} (${open.report_count} ${open.report_count === 1 ? 'report' : 'reports'} open).`,
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
      title: 'Possible duplicate account',
      message: `${person?.display_name ?? 'A user'}'s verified selfie shows the same face as ${other?.display_name ?? 'another account'} (similarity ${data.similarity.toFixed(2)}).`,
      priority: 'normal',
      sourceId: `${data.userId}:${data.otherUserId}`,
    });
  }

  @OnEvent('EmergencyActivated', { name: 'notify_on_emergency' })
  async onEmergency({ data }: Event<'EmergencyActivated'>, manager: EntityManager) {
    const person = await this.repo.person(manager, data.userId);
    const where = data.venueName ? ` at ${data.venueName}` : '';
    await this.notifier.create(manager, {
      kind: 'emergency',
      businessId: null,
      title: 'Emergency activated',
      message: `${person?.display_name ?? 'A user'} activated emergency mode${where}.`,
      priority: 'critical',
      sourceId: data.activationId,
    });
  }

  /** "Check on me" escalated: no answer in time, or the duress PIN (admins are told which; the person never is). */
  @OnEvent('SafetyCheckInEscalated', { name: 'notify_on_check_in_escalated' })
  async onCheckInEscalated({ data }: Event<'SafetyCheckInEscalated'>, manager: EntityManager) {
    const where = data.venueName ? ` at ${data.venueName}${data.meetPoint ? ` (meet point: ${data.meetPoint})` : ''}` : '';
    await this.notifier.create(manager, {
      kind: 'emergency',
      businessId: null,
      title: data.reason === 'duress' ? 'Duress PIN used on a check-in' : 'Safety check-in not answered',
      message:
        data.reason === 'duress'
          ? `${data.personName} answered a safety check-in with their duress PIN${where}. Their trusted contacts were alerted; the app shows them as safe.`
          : `${data.personName} did not answer a safety check-in${where}. Their trusted contacts were alerted.`,
      priority: 'critical',
      sourceId: data.checkInId,
    });
  }
}
