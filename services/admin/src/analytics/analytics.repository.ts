import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { StatementInbox } from '@converge/platform';
import type { DayCount } from './analytics.rules.js';

/** Kinds that show a person was active: signing up, signing in, checking in. */
const ACTIVE = `('signup', 'signin', 'checkin')`;
/** Activity at a business's venues ($1 = business id). */
const AT_BUSINESS = 'venue_id IN (SELECT venue_id FROM admin_venues WHERE business_id = $1)';

/** Counted kinds of the activity table. */
/** `report_bother_prompt`: a report made from "Does this bother you?" (a report too, counted apart as well). */
export type ActivityKind = 'signup' | 'signin' | 'signin_failed' | 'checkin' | 'match' | 'report' | 'report_bother_prompt' | 'emergency';

export interface Totals {
  totalUsers: number;
  newSignups: number;
  activeUsers: number;
  totalCheckins: number;
  totalMatches: number;
  uniqueVisitors: number;
}

export interface PresenceCounts {
  display: number;
  qr: number;
  location: number;
}

/** Reads of the analytics projections (activity, admin_users, admin_venues); never another service's tables. */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One activity row per event (keyed by the event id, so a redelivery counts once). */
  async countActivity(manager: EntityManager, eventId: string, kind: ActivityKind, userId: string | null, venueId: string | null, at: string, presence: string | null = null): Promise<void> {
    await manager.query('INSERT INTO activity (event_id, kind, user_id, venue_id, occurred_at, presence) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id) DO NOTHING', [
      eventId,
      kind,
      userId,
      venueId,
      at,
      presence,
    ]);
  }

  /** Several rows of one kind in one statement; a redelivered event id counts once. */
  async countActivities(
    manager: EntityManager,
    kind: ActivityKind,
    rows: { eventId: string; userId: string | null; venueId: string | null; at: string; presence: string | null }[],
    inbox?: StatementInbox,
  ): Promise<void> {
    // With the consumer's inbox insert in the same statement (batch 'statement'), only the events it has not seen.
    const [first, fresh] = inbox ? [`WITH fresh AS (${inbox.sql(7)}) `, 'WHERE e.event_id IN (SELECT event_id FROM fresh)'] : ['', ''];
    await manager.query(
      `${first}INSERT INTO activity (event_id, kind, user_id, venue_id, occurred_at, presence)
       SELECT e.event_id, $1, e.user_id, e.venue_id, e.occurred_at, e.presence
         FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::timestamptz[], $6::text[]) AS e(event_id, user_id, venue_id, occurred_at, presence) ${fresh}
       ON CONFLICT (event_id) DO NOTHING`,
      [kind, rows.map((r) => r.eventId), rows.map((r) => r.userId), rows.map((r) => r.venueId), rows.map((r) => r.at), rows.map((r) => r.presence), ...(inbox?.values ?? [])],
    );
  }

  /** The venue → business map that scopes a business admin's figures. */
  async upsertVenue(manager: EntityManager, venueId: string, businessId: string | null, name: string, isActive: boolean): Promise<void> {
    await manager.query(
      `INSERT INTO admin_venues (venue_id, business_id, name, is_active) VALUES ($1, $2, $3, $4)
       ON CONFLICT (venue_id) DO UPDATE SET business_id = EXCLUDED.business_id, name = EXCLUDED.name, is_active = EXCLUDED.is_active`,
      [venueId, businessId, name, isActive],
    );
  }

  async platformTotals(todayStart: Date, seriesStart: Date): Promise<Totals> {
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM admin_users WHERE registered_at IS NOT NULL AND deleted_at IS NULL)::int AS "totalUsers",
         (SELECT count(*) FROM activity WHERE kind = 'signup' AND occurred_at >= $1)::int AS "newSignups",
         (SELECT count(DISTINCT user_id) FROM activity WHERE kind IN ${ACTIVE} AND occurred_at > now() - interval '24 hours')::int AS "activeUsers",
         (SELECT count(*) FROM activity WHERE kind = 'checkin' AND occurred_at >= $1)::int AS "totalCheckins",
         (SELECT count(*) FROM activity WHERE kind = 'match' AND occurred_at >= $1)::int AS "totalMatches",
         (SELECT count(DISTINCT user_id) FROM activity WHERE kind = 'checkin' AND occurred_at >= $2)::int AS "uniqueVisitors"`,
      [todayStart, seriesStart],
    );
    return row;
  }

  /** A business's figures: its visitors stand in for users (a first visit is its "signup"). */
  async businessTotals(businessId: string, todayStart: Date, seriesStart: Date): Promise<Totals> {
    const [row] = await this.dataSource.query(
      `WITH visits AS (SELECT user_id, occurred_at FROM activity WHERE kind = 'checkin' AND ${AT_BUSINESS}),
            firsts AS (SELECT user_id, min(occurred_at) AS first_at FROM visits GROUP BY user_id)
       SELECT
         (SELECT count(*) FROM firsts)::int AS "totalUsers",
         (SELECT count(*) FROM firsts WHERE first_at >= $2)::int AS "newSignups",
         (SELECT count(DISTINCT user_id) FROM visits WHERE occurred_at > now() - interval '24 hours')::int AS "activeUsers",
         (SELECT count(*) FROM visits WHERE occurred_at >= $2)::int AS "totalCheckins",
         (SELECT count(*) FROM activity WHERE kind = 'match' AND ${AT_BUSINESS} AND occurred_at >= $2)::int AS "totalMatches",
         (SELECT count(DISTINCT user_id) FROM visits WHERE occurred_at >= $3)::int AS "uniqueVisitors"`,
      [businessId, todayStart, seriesStart],
    );
    return row;
  }

  /**
   * Check-ins since `seriesStart` by how presence was proven; a business's only at its venues.
   * Check-ins recorded before presence was (NULL) are left out.
   */
  async checkinsByPresence(seriesStart: Date, businessId?: string): Promise<PresenceCounts> {
    const rows: Array<{ presence: keyof PresenceCounts; n: number }> = businessId
      ? await this.dataSource.query(
          `SELECT presence, count(*)::int AS n FROM activity
            WHERE kind = 'checkin' AND occurred_at >= $2 AND presence IS NOT NULL AND ${AT_BUSINESS} GROUP BY 1`,
          [businessId, seriesStart],
        )
      : await this.dataSource.query(`SELECT presence, count(*)::int AS n FROM activity WHERE kind = 'checkin' AND occurred_at >= $1 AND presence IS NOT NULL GROUP BY 1`, [seriesStart]);
    const counts: PresenceCounts = { display: 0, qr: 0, location: 0 };
    for (const { presence, n } of rows) if (presence in counts) counts[presence] = n;
    return counts;
  }

  async platformDaily(seriesStart: Date): Promise<DayCount[]> {
    return this.dataSource.query(
      `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              count(*) FILTER (WHERE kind = 'signup')::int AS signups,
              count(DISTINCT user_id) FILTER (WHERE kind IN ${ACTIVE})::int AS "activeUsers",
              count(*) FILTER (WHERE kind = 'checkin')::int AS checkins,
              count(*) FILTER (WHERE kind = 'match')::int AS matches
         FROM activity WHERE occurred_at >= $1 AND kind IN ('signup', 'signin', 'checkin', 'match')
        GROUP BY 1`,
      [seriesStart],
    );
  }

  async businessDaily(businessId: string, seriesStart: Date): Promise<DayCount[]> {
    const visits: DayCount[] = await this.dataSource.query(
      `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              count(DISTINCT user_id) FILTER (WHERE kind = 'checkin')::int AS "activeUsers",
              count(*) FILTER (WHERE kind = 'checkin')::int AS checkins,
              count(*) FILTER (WHERE kind = 'match')::int AS matches
         FROM activity WHERE occurred_at >= $2 AND kind IN ('checkin', 'match') AND ${AT_BUSINESS}
        GROUP BY 1`,
      [businessId, seriesStart],
    );
    // A business's "signups" are first visits.
    const firsts: DayCount[] = await this.dataSource.query(
      `SELECT to_char(first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS signups
         FROM (SELECT min(occurred_at) AS first_at FROM activity WHERE kind = 'checkin' AND ${AT_BUSINESS} GROUP BY user_id) f
        WHERE first_at >= $2 GROUP BY 1`,
      [businessId, seriesStart],
    );
    return [...visits, ...firsts];
  }

  async security(todayStart: Date, seriesStart: Date) {
    const [totals] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM activity WHERE kind = 'signin_failed' AND occurred_at >= $1)::int AS "failedSignInsToday",
         (SELECT count(*) FROM activity WHERE kind IN ('report', 'report_bother_prompt') AND occurred_at >= $1)::int AS "reportsToday",
         (SELECT count(*) FROM activity WHERE kind = 'report_bother_prompt' AND occurred_at >= $1)::int AS "botherPromptReportsToday",
         (SELECT count(*) FROM activity WHERE kind = 'report_bother_prompt')::int AS "botherPromptReportsTotal",
         (SELECT count(*) FROM activity WHERE kind = 'emergency' AND occurred_at >= $1)::int AS "emergenciesToday",
         (SELECT count(*) FROM admin_users WHERE banned_at IS NOT NULL OR suspended_until > now())::int AS "activeSuspensions",
         (SELECT count(*) FROM moderation_cases WHERE status = 'open')::int AS "openCases"`,
      [todayStart],
    );
    const daily: Array<{ day: string; reports: number; emergencies: number; failedSignIns: number }> = await this.dataSource.query(
      `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              count(*) FILTER (WHERE kind IN ('report', 'report_bother_prompt'))::int AS reports,
              count(*) FILTER (WHERE kind = 'emergency')::int AS emergencies,
              count(*) FILTER (WHERE kind = 'signin_failed')::int AS "failedSignIns"
         FROM activity WHERE occurred_at >= $1 AND kind IN ('report', 'report_bother_prompt', 'emergency', 'signin_failed')
        GROUP BY 1`,
      [seriesStart],
    );
    return { totals, daily };
  }
}
