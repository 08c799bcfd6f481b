import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ReportReason, ReportSource } from '@converge/contracts';
import { lockPerson } from '../person-lock.js';

export interface ReportRow {
  id: string;
  reported_user_id: string;
  reason: ReportReason;
  description: string | null;
  also_blocked: boolean;
  source: ReportSource;
  created_at: Date;
}

@Injectable()
export class ReportsRepository {
  /** The caller's reports of the last day, under a per-person lock (the limit cannot be raced). */
  async lockAndRecent(manager: EntityManager, reporterId: string, windowMs: number): Promise<Date[]> {
    await manager.query(...lockPerson(reporterId, 'report'));
    const rows: Array<{ created_at: Date }> = await manager.query(
      `SELECT created_at FROM reports WHERE reporter_id = $1 AND created_at > now() - make_interval(secs => $2)`,
      [reporterId, windowMs / 1000],
    );
    return rows.map((r) => new Date(r.created_at));
  }

  async insert(
    manager: EntityManager,
    row: { id: string; reporterId: string; reportedUserId: string; reason: ReportReason; description: string | null; alsoBlocked: boolean; source: ReportSource },
  ): Promise<ReportRow> {
    const [inserted] = await manager.query(
      `INSERT INTO reports (id, reporter_id, reported_user_id, reason, description, also_blocked, source) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, reported_user_id, reason, description, also_blocked, source, created_at`,
      [row.id, row.reporterId, row.reportedUserId, row.reason, row.description, row.alsoBlocked, row.source],
    );
    return inserted;
  }
}
