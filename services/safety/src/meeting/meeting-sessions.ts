import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { RpcError, RPC, type EventData, type EventEnvelope, type RpcPayload } from '@converge/contracts';
import { CONFIG, EventPublisher, JobScheduler, OnEvent, RpcHandler, Sweeper, type DelayedJob } from '@converge/platform';
import type { MeetingConfig } from './meeting.config.js';
import { cellDistance, snapToCell } from './grid.js';
import { LivePositions } from './live-positions.js';

interface SessionRow {
  id: string;
  match_id: string;
  user_a_id: string;
  user_b_id: string;
  venue_id: string | null;
  meet_point: string;
  status: 'active' | 'ended' | 'closed';
  user_a_arrived_at: Date | null;
  user_b_arrived_at: Date | null;
  started_at: Date;
  ended_at: Date | null;
  ended_reason: string | null;
  keep_location_sharing: boolean;
  auto_disable_time: Date | null;
  sharing_deadline: Date;
  sharing_disabled_at: Date | null;
  disabled_reason: string | null;
}

/** What a participant sees. Never a position: only the partner's id and arrival. */
export interface MeetingSessionView {
  sessionId: string;
  matchId: string;
  status: SessionRow['status'];
  meetPoint: string;
  autoDisableTime: string | null;
  keepLocationSharing: boolean;
  sharingActive: boolean;
  startedAt: string;
  endedAt: string | null;
  partnerId: string;
  arrived: { me: boolean; partner: boolean };
}

/** TypeORM answers an UPDATE … RETURNING as [rows, count] on Postgres. */
const updated = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result) as T[];
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const notFound = () => RpcError.notFound('Meeting session not found.', 'SESSION_NOT_FOUND');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Applies overdue stops: the row is the truth; jobs only make it happen on time. */
const DISABLE_DUE = `
  UPDATE meeting_sessions s SET status = 'closed', sharing_disabled_at = now(),
    disabled_reason = CASE WHEN s.auto_disable_time <= now() AND NOT s.keep_location_sharing THEN 'auto' ELSE 'max_duration' END
  WHERE s.id IN (
    SELECT id FROM meeting_sessions
    WHERE sharing_disabled_at IS NULL AND (auto_disable_time <= now() OR sharing_deadline <= now()) AND ($1::uuid IS NULL OR id = $1::uuid)
    ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED)
  RETURNING s.id, s.user_a_id, s.user_b_id, s.disabled_reason`;

/**
 * The meeting session (ARCHITECTURE §4 "Meeting"): started by MeetPointChosen; "I'm Here" from both
 * ends the meeting; location sharing then stops MEETING_AUTO_DISABLE_MS later (BullMQ job with
 * job id = session id, plus the sweeper), unless Keep Sharing was chosen (then 4 hours at most).
 * Only the two participants may read or act on a session: anyone else gets 404.
 */
@Injectable()
export class MeetingSessions implements OnModuleInit {
  private autoDisable!: DelayedJob<{ sessionId: string }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
    private readonly positions: LivePositions,
    @Inject(CONFIG) private readonly config: MeetingConfig,
  ) {}

  onModuleInit() {
    this.autoDisable = this.jobs.define<{ sessionId: string }>('safety.meeting-auto-disable', async ({ sessionId }) => {
      await this.disableDue(sessionId);
    });
    this.sweeper.register('safety.meeting-auto-disable', () => this.disableDue(null));
  }

  get autoDisableQueue() {
    return this.autoDisable.queue;
  }

  @OnEvent('MeetPointChosen', { name: 'meeting_on_meetpoint' })
  async onMeetPointChosen({ data }: EventEnvelope<'MeetPointChosen', EventData<'MeetPointChosen'>>, manager: EntityManager) {
    const [open] = await manager.query(
      `SELECT id FROM meeting_sessions WHERE match_id = $1 AND status = 'active' ORDER BY started_at DESC LIMIT 1 FOR UPDATE`,
      [data.matchId],
    );
    if (open) {
      // A new point for a meeting under way moves the meeting; it does not start a second one.
      await manager.query('UPDATE meeting_sessions SET meet_point = $2 WHERE id = $1', [open.id, data.meetPoint]);
      return;
    }
    const sessionId = randomUUID();
    const deadline = new Date(Date.now() + this.config.MEETING_MAX_SHARING_MS);
    await manager.query(
      `INSERT INTO meeting_sessions (id, match_id, user_a_id, user_b_id, venue_id, meet_point, sharing_deadline)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sessionId, data.matchId, data.userAId, data.userBId, data.venueId, data.meetPoint, deadline],
    );
    await this.events.publish(manager, 'MeetingStarted', {
      sessionId,
      matchId: data.matchId,
      userAId: data.userAId,
      userBId: data.userBId,
      meetPoint: data.meetPoint,
    });
    await this.reschedule(sessionId, deadline);
  }

  @RpcHandler(RPC.safety.meetingCheck)
  async check({ actor, user1Id, user2Id }: RpcPayload<{ user1Id: string; user2Id: string }>): Promise<MeetingSessionView | null> {
    if (!actor) throw RpcError.unauthorized();
    if (actor.userId !== user1Id && actor.userId !== user2Id) throw notFound();
    const [row] = await this.dataSource.query(
      `SELECT * FROM meeting_sessions
       WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2)
         AND sharing_disabled_at IS NULL
       ORDER BY started_at DESC LIMIT 1`,
      [user1Id, user2Id],
    );
    return row ? this.view(row, actor.userId) : null;
  }

  @RpcHandler(RPC.safety.meetingGet)
  async get({ actor, sessionId }: RpcPayload<{ sessionId: string }>): Promise<MeetingSessionView> {
    if (!actor) throw RpcError.unauthorized();
    return this.view(await this.participantRow(this.dataSource.manager, sessionId, actor.userId), actor.userId);
  }

  /** "I'm Here". When both have arrived the meeting ends and the 3-minute stop is set. */
  @RpcHandler(RPC.safety.meetingArrive)
  async arrive({ actor, sessionId }: RpcPayload<{ sessionId: string }>): Promise<MeetingSessionView> {
    if (!actor) throw RpcError.unauthorized();
    const { row, runAt } = await this.dataSource.transaction(async (manager) => {
      let row = await this.participantRow(manager, sessionId, actor.userId, true);
      if (row.status !== 'active') return { row, runAt: null };
      const column = row.user_a_id === actor.userId ? 'user_a_arrived_at' : 'user_b_arrived_at';
      [row] = updated<SessionRow>(await manager.query(`UPDATE meeting_sessions SET ${column} = COALESCE(${column}, now()) WHERE id = $1 RETURNING *`, [row.id]));
      if (!row.user_a_arrived_at || !row.user_b_arrived_at) return { row, runAt: null };
      return this.endMeeting(manager, row, 'both_arrived');
    });
    if (runAt) await this.reschedule(row.id, runAt);
    return this.view(row, actor.userId);
  }

  /** "Keep Sharing": no 3-minute stop; sharing still ends 4 hours after the meeting at the latest. */
  @RpcHandler(RPC.safety.meetingExtend)
  async extend({ actor, sessionId }: RpcPayload<{ sessionId: string }>): Promise<MeetingSessionView> {
    if (!actor) throw RpcError.unauthorized();
    const row: SessionRow = await this.dataSource.transaction(async (manager) => {
      const current = await this.participantRow(manager, sessionId, actor.userId, true);
      if (current.sharing_disabled_at) throw RpcError.conflict('Location sharing has already stopped.', 'SHARING_STOPPED');
      const [row] = updated<SessionRow>(
        await manager.query(
          `UPDATE meeting_sessions SET keep_location_sharing = true,
             auto_disable_time = CASE WHEN ended_at IS NULL THEN NULL ELSE sharing_deadline END
           WHERE id = $1 RETURNING *`,
          [current.id],
        ),
      );
      return row;
    });
    await this.reschedule(row.id, row.auto_disable_time ?? row.sharing_deadline);
    return this.view(row, actor.userId);
  }

  /** "Stop Now": the meeting ends (if it had not) and sharing stops at once. */
  @RpcHandler(RPC.safety.meetingEnd)
  async end({ actor, sessionId }: RpcPayload<{ sessionId: string; endedBy?: string }>): Promise<MeetingSessionView> {
    if (!actor) throw RpcError.unauthorized();
    const row: SessionRow = await this.dataSource.transaction(async (manager) => {
      let current = await this.participantRow(manager, sessionId, actor.userId, true);
      if (current.sharing_disabled_at) return current;
      if (!current.ended_at) current = (await this.endMeeting(manager, current, 'ended_by_user', 0)).row;
      const [closed] = updated<SessionRow>(
        await manager.query(
          `UPDATE meeting_sessions SET status = 'closed', sharing_disabled_at = now(), disabled_reason = 'user', auto_disable_time = now()
           WHERE id = $1 RETURNING *`,
          [current.id],
        ),
      );
      await this.events.publish(manager, 'LocationSharingDisabled', {
        sessionId: closed.id,
        userAId: closed.user_a_id,
        userBId: closed.user_b_id,
        reason: 'user',
      });
      return closed;
    });
    await this.autoDisable.cancel(row.id);
    await this.positions.forget(row.id, [row.user_a_id, row.user_b_id]);
    return this.view(row, actor.userId);
  }

  /**
   * A live position: snapped to its grid cell, kept briefly, and answered with the rounded distance
   * between the two participants' cells (null until the partner has reported). Coordinates go no further.
   */
  @RpcHandler(RPC.safety.meetingPosition)
  async position({ actor, sessionId, latitude, longitude }: RpcPayload<{ sessionId: string; latitude: number; longitude: number }>) {
    if (!actor) throw RpcError.unauthorized();
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      throw RpcError.badRequest('A valid position is required.');
    }
    const row = await this.participantRow(this.dataSource.manager, sessionId, actor.userId);
    if (row.sharing_disabled_at) throw RpcError.conflict('Location sharing has stopped for this meeting.', 'SHARING_STOPPED');
    const partnerId = row.user_a_id === actor.userId ? row.user_b_id : row.user_a_id;
    const mine = snapToCell(latitude, longitude);
    await this.positions.put(row.id, actor.userId, mine, this.config.MEETING_POSITION_TTL_S);
    const theirs = await this.positions.get(row.id, partnerId);
    return { sessionId: row.id, partnerId, distanceMeters: theirs ? cellDistance(mine, theirs) : null };
  }

  /** Switches sharing off for one session (job) or every overdue one (sweeper); returns how many. */
  async disableDue(sessionId: string | null): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = updated<{ id: string; user_a_id: string; user_b_id: string; disabled_reason: 'auto' | 'max_duration' }>(await manager.query(DISABLE_DUE, [sessionId]));
      for (const r of rows) {
        await this.events.publish(manager, 'LocationSharingDisabled', { sessionId: r.id, userAId: r.user_a_id, userBId: r.user_b_id, reason: r.disabled_reason });
      }
      return rows.length;
    });
  }

  private async endMeeting(manager: EntityManager, row: SessionRow, reason: 'both_arrived' | 'ended_by_user', stopAfterMs?: number) {
    const now = Date.now();
    const deadline = new Date(now + this.config.MEETING_MAX_SHARING_MS);
    const autoDisable = row.keep_location_sharing ? deadline : new Date(now + (stopAfterMs ?? this.config.MEETING_AUTO_DISABLE_MS));
    const [ended] = updated<SessionRow>(
      await manager.query(
        `UPDATE meeting_sessions SET status = 'ended', ended_at = $2, ended_reason = $3, auto_disable_time = $4, sharing_deadline = $5
         WHERE id = $1 RETURNING *`,
        [row.id, new Date(now), reason, autoDisable, deadline],
      ),
    );
    await this.events.publish(manager, 'MeetingEnded', {
      sessionId: ended.id,
      matchId: ended.match_id,
      userAId: ended.user_a_id,
      userBId: ended.user_b_id,
      endedAt: new Date(now).toISOString(),
      autoDisableTime: autoDisable.toISOString(),
      reason,
    });
    return { row: ended, runAt: autoDisable };
  }

  /** Job id = session id: cancel the pending one first so the new time takes effect. */
  private async reschedule(sessionId: string, runAt: Date) {
    await this.autoDisable.cancel(sessionId);
    await this.autoDisable.schedule(sessionId, runAt, { sessionId });
  }

  private async participantRow(manager: EntityManager, sessionId: string, userId: string, lock = false): Promise<SessionRow> {
    if (!sessionId || !UUID.test(sessionId)) throw notFound();
    const [row] = await manager.query(
      `SELECT * FROM meeting_sessions WHERE id = $1 AND (user_a_id = $2 OR user_b_id = $2)${lock ? ' FOR UPDATE' : ''}`,
      [sessionId, userId],
    );
    if (!row) throw notFound();
    return row;
  }

  private view(row: SessionRow, userId: string): MeetingSessionView {
    const isA = row.user_a_id === userId;
    return {
      sessionId: row.id,
      matchId: row.match_id,
      status: row.status,
      meetPoint: row.meet_point,
      autoDisableTime: iso(row.auto_disable_time),
      keepLocationSharing: row.keep_location_sharing,
      sharingActive: !row.sharing_disabled_at,
      startedAt: iso(row.started_at)!,
      endedAt: iso(row.ended_at),
      partnerId: isA ? row.user_b_id : row.user_a_id,
      arrived: { me: Boolean(isA ? row.user_a_arrived_at : row.user_b_arrived_at), partner: Boolean(isA ? row.user_b_arrived_at : row.user_a_arrived_at) },
    };
  }
}
