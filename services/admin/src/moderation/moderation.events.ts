import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REPORT_REASON_LABELS, type EventData, type EventEnvelope, type ReportReason } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { Notifications } from '../notifications/notifications.service.js';
import { isCritical } from './moderation.rules.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

const label = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

/**
 * Reports become moderation cases: one open case per reported person gathers every report against
 * them (count, reasons); a critical reason makes the case critical. Emergencies and reports notify admins.
 */
@Injectable()
export class ModerationEvents {
  constructor(private readonly notifications: Notifications) {}

  @OnEvent('ReportFiled', { name: 'cases_on_report' })
  async onReport({ occurredAt, data }: Event<'ReportFiled'>, manager: EntityManager) {
    const critical = isCritical(data.reason, data.critical);
    const at = data.createdAt ?? occurredAt;
    const known: Array<{ report_id: string }> = await manager.query('SELECT report_id FROM case_reports WHERE report_id = $1', [data.reportId]);
    if (known.length) return;
    const [open]: Array<{ id: string; report_count: number }> = await manager.query(
      `INSERT INTO moderation_cases (reported_user_id, critical, reasons, report_count, opened_at, last_report_at)
       VALUES ($1, $2, ARRAY[$3::text], 1, $4, $4)
       ON CONFLICT (reported_user_id) WHERE status = 'open' DO UPDATE SET
         report_count = moderation_cases.report_count + 1,
         critical = moderation_cases.critical OR EXCLUDED.critical,
         reasons = CASE WHEN $3 = ANY (moderation_cases.reasons) THEN moderation_cases.reasons ELSE moderation_cases.reasons || $3::text END,
         last_report_at = GREATEST(moderation_cases.last_report_at, EXCLUDED.last_report_at)
       RETURNING id, report_count`,
      [data.reportedUserId, critical, data.reason, at],
    );
    await manager.query(
      'INSERT INTO case_reports (report_id, case_id, reporter_id, reason, description, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [data.reportId, open.id, data.reporterId, data.reason, data.description, at],
    );
    const [person]: Array<{ display_name: string | null }> = await manager.query('SELECT display_name FROM admin_users WHERE user_id = $1', [data.reportedUserId]);
    const who = person?.display_name ?? 'A user';
    await this.notifications.create(manager, {
      kind: 'report',
      businessId: null,
      title: critical ? `Critical report: ${label(data.reason)}` : `New report: ${label(data.reason)}`,
      message: `${who} was reported for ${label(data.reason).toLowerCase()} (${open.report_count} ${open.report_count === 1 ? 'report' : 'reports'} open).`,
      priority: critical ? 'critical' : 'normal',
      sourceId: data.reportId,
    });
  }

  @OnEvent('EmergencyActivated', { name: 'notify_on_emergency' })
  async onEmergency({ data }: Event<'EmergencyActivated'>, manager: EntityManager) {
    const [person]: Array<{ display_name: string | null }> = await manager.query('SELECT display_name FROM admin_users WHERE user_id = $1', [data.userId]);
    const where = data.venueName ? ` at ${data.venueName}` : '';
    await this.notifications.create(manager, {
      kind: 'emergency',
      businessId: null,
      title: 'Emergency activated',
      message: `${person?.display_name ?? 'A user'} activated emergency mode${where}.`,
      priority: 'critical',
      sourceId: data.activationId,
    });
  }
}
