import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EventPublisher, returnedRows } from '@converge/platform';
import { isUuid } from '@converge/contracts';
import type { SessionRow } from './meeting.rules.js';

export type { SessionRow };

/** Applies overdue stops: the row is the truth; jobs only make it happen on time. */
const DISABLE_DUE = `
  UPDATE meeting_sessions s SET status = 'closed', sharing_disabled_at = now(),
    disabled_reason = CASE WHEN s.auto_disable_time <= now() AND NOT s.keep_location_sharing THEN 'auto' ELSE 'max_duration' END
  WHERE s.id IN (
    SELECT id FROM meeting_sessions
    WHERE sharing_disabled_at IS NULL AND (auto_disable_time <= now() OR sharing_deadline <= now()) AND ($1::uuid IS NULL OR id = $1::uuid)
    ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED)
  RETURNING s.id, s.user_a_id, s.user_b_id, s.disabled_reason`;

/** The SQL of meeting sessions; state changes publish their event in the same transaction. */
@Injectable()
export class MeetingRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {}

  async openForMatch(manager: EntityManager, matchId: string): Promise<{ id: string } | undefined> {
    const [open] = await manager.query(`SELECT id FROM meeting_sessions WHERE match_id = $1 AND status = 'active' ORDER BY started_at DESC LIMIT 1 FOR UPDATE`, [matchId]);
    return open;
  }

  /** A new point is a new proposal: sharing pauses until the other person accepts it. */
  async moveMeetPoint(manager: EntityManager, id: string, meetPoint: string, proposedBy: string) {
    await manager.query('UPDATE meeting_sessions SET meet_point = $2, proposed_by = $3, agreed_at = NULL WHERE id = $1', [id, meetPoint, proposedBy]);
  }

  /** The other person accepts the point; the event lets the proposer know at once. */
  async agree(manager: EntityManager, row: SessionRow, agreedBy: string): Promise<SessionRow> {
    const [agreed] = returnedRows<SessionRow>(await manager.query('UPDATE meeting_sessions SET agreed_at = now() WHERE id = $1 RETURNING *', [row.id]));
    await this.events.publish(manager, 'MeetPointAgreed', {
      sessionId: agreed.id,
      matchId: agreed.match_id,
      userAId: agreed.user_a_id,
      userBId: agreed.user_b_id,
      meetPoint: agreed.meet_point,
      agreedBy,
    });
    return agreed;
  }

  /** One person's Keep Sharing request; returns the row with both flags. */
  async requestKeep(manager: EntityManager, row: SessionRow, userId: string): Promise<SessionRow> {
    const column = row.user_a_id === userId ? 'user_a_keeps' : 'user_b_keeps';
    const [updated] = returnedRows<SessionRow>(await manager.query(`UPDATE meeting_sessions SET ${column} = true WHERE id = $1 RETURNING *`, [row.id]));
    return updated;
  }

  async insert(manager: EntityManager, s: { id: string; matchId: string; userAId: string; userBId: string; venueId: string | null; meetPoint: string; deadline: Date; proposedBy: string }) {
    await manager.query(
      `INSERT INTO meeting_sessions (id, match_id, user_a_id, user_b_id, venue_id, meet_point, sharing_deadline, proposed_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [s.id, s.matchId, s.userAId, s.userBId, s.venueId, s.meetPoint, s.deadline, s.proposedBy],
    );
    await this.events.publish(manager, 'MeetingStarted', { sessionId: s.id, matchId: s.matchId, userAId: s.userAId, userBId: s.userBId, meetPoint: s.meetPoint });
  }

  async openForPair(user1Id: string, user2Id: string): Promise<SessionRow | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT * FROM meeting_sessions
       WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2)
         AND sharing_disabled_at IS NULL
       ORDER BY started_at DESC LIMIT 1`,
      [user1Id, user2Id],
    );
    return row;
  }

  /** Sessions of the pair whose location sharing is still on, locked. */
  openSharingForPair(manager: EntityManager, user1Id: string, user2Id: string): Promise<SessionRow[]> {
    return manager.query(
      `SELECT * FROM meeting_sessions
       WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2)
         AND sharing_disabled_at IS NULL
       FOR UPDATE`,
      [user1Id, user2Id],
    );
  }

  /** The session if the user takes part in it; null otherwise (also for an id that is not a uuid). */
  async participantRow(manager: EntityManager, sessionId: string, userId: string, lock = false): Promise<SessionRow | null> {
    if (!sessionId || !isUuid(sessionId)) return null;
    const [row] = await manager.query(`SELECT * FROM meeting_sessions WHERE id = $1 AND (user_a_id = $2 OR user_b_id = $2)${lock ? ' FOR UPDATE' : ''}`, [sessionId, userId]);
    return row ?? null;
  }

  async markArrived(manager: EntityManager, row: SessionRow, userId: string): Promise<SessionRow> {
    const column = row.user_a_id === userId ? 'user_a_arrived_at' : 'user_b_arrived_at';
    const [updated] = returnedRows<SessionRow>(await manager.query(`UPDATE meeting_sessions SET ${column} = COALESCE(${column}, now()) WHERE id = $1 RETURNING *`, [row.id]));
    return updated;
  }

  async keepSharing(manager: EntityManager, id: string): Promise<SessionRow> {
    const [row] = returnedRows<SessionRow>(
      await manager.query(
        `UPDATE meeting_sessions SET keep_location_sharing = true,
           auto_disable_time = CASE WHEN ended_at IS NULL THEN NULL ELSE sharing_deadline END
         WHERE id = $1 RETURNING *`,
        [id],
      ),
    );
    return row;
  }

  async endMeeting(manager: EntityManager, id: string, reason: 'both_arrived' | 'ended_by_user', endedAt: Date, autoDisable: Date, deadline: Date): Promise<SessionRow> {
    const [ended] = returnedRows<SessionRow>(
      await manager.query(
        `UPDATE meeting_sessions SET status = 'ended', ended_at = $2, ended_reason = $3, auto_disable_time = $4, sharing_deadline = $5
         WHERE id = $1 RETURNING *`,
        [id, endedAt, reason, autoDisable, deadline],
      ),
    );
    await this.events.publish(manager, 'MeetingEnded', {
      sessionId: ended.id,
      matchId: ended.match_id,
      userAId: ended.user_a_id,
      userBId: ended.user_b_id,
      endedAt: endedAt.toISOString(),
      autoDisableTime: autoDisable.toISOString(),
      reason,
    });
    return ended;
  }

  /** Stop Now: sharing off at once. */
  async closeByUser(manager: EntityManager, id: string): Promise<SessionRow> {
    const [closed] = returnedRows<SessionRow>(
      await manager.query(
        `UPDATE meeting_sessions SET status = 'closed', sharing_disabled_at = now(), disabled_reason = 'user', auto_disable_time = now()
         WHERE id = $1 RETURNING *`,
        [id],
      ),
    );
    await this.events.publish(manager, 'LocationSharingDisabled', { sessionId: closed.id, userAId: closed.user_a_id, userBId: closed.user_b_id, reason: 'user' });
    return closed;
  }

  /** Switches sharing off for one session (job) or every overdue one (sweeper); returns how many. */
  async disableDue(sessionId: string | null): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ id: string; user_a_id: string; user_b_id: string; disabled_reason: 'auto' | 'max_duration' }>(await manager.query(DISABLE_DUE, [sessionId]));
      for (const r of rows) {
        await this.events.publish(manager, 'LocationSharingDisabled', { sessionId: r.id, userAId: r.user_a_id, userBId: r.user_b_id, reason: r.disabled_reason });
      }
      return rows.length;
    });
  }
}
