import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '@converge/platform';
import type { CaseStatus } from './moderation.rules.js';

/** The reason a Face Check duplicate adds to a case. */
export const DUPLICATE_ACCOUNT = 'duplicate_account';

export interface CaseRow {
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
  related: Array<{ user_id: string; display_name: string | null; email: string | null; similarity: number }>;
}

const SELECT_CASES = `SELECT c.id, c.reported_user_id, u.display_name, u.email, c.reasons, c.report_count, c.critical, c.status,
         u.suspended_until, u.banned_at, c.opened_at, c.last_report_at,
         (SELECT COALESCE(json_agg(json_build_object('user_id', r.user_id, 'display_name', ru.display_name, 'email', ru.email, 'similarity', r.similarity)
                                   ORDER BY r.similarity DESC), '[]'::json)
            FROM case_related_accounts r LEFT JOIN admin_users ru ON ru.user_id = r.user_id WHERE r.case_id = c.id) AS related
    FROM moderation_cases c LEFT JOIN admin_users u ON u.user_id = c.reported_user_id`;

/** Moderation cases, the reports they gather, decisions, and the suspension state of people. */
@Injectable()
export class ModerationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Open cases first, critical first, latest report first; 'all' adds decided ones. */
  async list(status: 'open' | 'all'): Promise<CaseRow[]> {
    return this.dataSource.query(
      `${SELECT_CASES} WHERE $1 = 'all' OR c.status = 'open'
        ORDER BY (c.status = 'open') DESC, c.critical DESC, c.last_report_at DESC LIMIT 200`,
      [status],
    );
  }

  async get(manager: EntityManager, caseId: string): Promise<CaseRow> {
    const [row]: CaseRow[] = await manager.query(`${SELECT_CASES} WHERE c.id = $1`, [caseId]);
    return row;
  }

  async lock(manager: EntityManager, caseId: string): Promise<Pick<CaseRow, 'id' | 'reported_user_id' | 'status'> | undefined> {
    const [row]: CaseRow[] = await manager.query('SELECT id, reported_user_id, status FROM moderation_cases WHERE id = $1 FOR UPDATE', [caseId]);
    return row;
  }

  async decide(manager: EntityManager, caseId: string, status: CaseStatus, decidedBy: string, decidedAt: Date, reason: string): Promise<void> {
    await manager.query('UPDATE moderation_cases SET status = $2, decided_by = $3, decided_at = $4, decision_reason = $5 WHERE id = $1', [caseId, status, decidedBy, decidedAt, reason]);
  }

  async suspend(manager: EntityManager, userId: string, until: Date | null, bannedAt: Date | null): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (user_id, suspended_until, banned_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET suspended_until = EXCLUDED.suspended_until, banned_at = EXCLUDED.banned_at`,
      [userId, until, bannedAt],
    );
  }

  async reinstate(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE admin_users SET suspended_until = NULL, banned_at = NULL WHERE user_id = $1', [userId]);
  }

  async person(manager: EntityManager, userId: string): Promise<{ email: string | null; display_name: string | null } | undefined> {
    const [person]: Array<{ email: string | null; display_name: string | null }> = await manager.query('SELECT email, display_name FROM admin_users WHERE user_id = $1', [userId]);
    return person;
  }

  async reportKnown(manager: EntityManager, reportId: string): Promise<boolean> {
    const known: Array<{ report_id: string }> = await manager.query('SELECT report_id FROM case_reports WHERE report_id = $1', [reportId]);
    return known.length > 0;
  }

  /**
   * One open case per reported person gathers every report against them: opens it or adds to it
   * (count, reasons once each, critical once any report is). Returns the case and its report count.
   */
  async addToOpenCase(manager: EntityManager, reportedUserId: string, critical: boolean, reason: string, at: string): Promise<{ id: string; report_count: number }> {
    const [open]: Array<{ id: string; report_count: number }> = await manager.query(
      `INSERT INTO moderation_cases (reported_user_id, critical, reasons, report_count, opened_at, last_report_at)
       VALUES ($1, $2, ARRAY[$3::text], 1, $4, $4)
       ON CONFLICT (reported_user_id) WHERE status = 'open' DO UPDATE SET
         report_count = moderation_cases.report_count + 1,
         critical = moderation_cases.critical OR EXCLUDED.critical,
         reasons = CASE WHEN $3 = ANY (moderation_cases.reasons) THEN moderation_cases.reasons ELSE moderation_cases.reasons || $3::text END,
         last_report_at = GREATEST(moderation_cases.last_report_at, EXCLUDED.last_report_at)
       RETURNING id, report_count`,
      [reportedUserId, critical, reason, at],
    );
    return open;
  }

  /**
   * Face Check saw this person's face on another account: their one open case (opened without a
   * report when there is none) gains the reason and names the other account once.
   */
  async addDuplicateFace(manager: EntityManager, userId: string, otherUserId: string, similarity: number, at: string): Promise<{ id: string; added: boolean }> {
    const [open]: Array<{ id: string }> = await manager.query(
      `INSERT INTO moderation_cases (reported_user_id, critical, reasons, report_count, opened_at, last_report_at)
       VALUES ($1, false, ARRAY[$2::text], 0, $3, $3)
       ON CONFLICT (reported_user_id) WHERE status = 'open' DO UPDATE SET
         reasons = CASE WHEN $2 = ANY (moderation_cases.reasons) THEN moderation_cases.reasons ELSE moderation_cases.reasons || $2::text END
       RETURNING id`,
      [userId, DUPLICATE_ACCOUNT, at],
    );
    const added = returnedRows(
      await manager.query('INSERT INTO case_related_accounts (case_id, user_id, similarity, detected_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id', [
        open.id,
        otherUserId,
        similarity,
        at,
      ]),
    );
    return { id: open.id, added: added.length > 0 };
  }

  async addReport(
    manager: EntityManager,
    report: { reportId: string; caseId: string; reporterId: string; reason: string; description: string | null | undefined; at: string },
  ): Promise<void> {
    await manager.query('INSERT INTO case_reports (report_id, case_id, reporter_id, reason, description, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      report.reportId,
      report.caseId,
      report.reporterId,
      report.reason,
      report.description,
      report.at,
    ]);
  }
}
