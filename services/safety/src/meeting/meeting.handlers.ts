import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import {
  cellCentre,
  judgeMovement,
  meetingCheckQuerySchema,
  meetingEndPayloadSchema,
  meetingPositionSchema,
  meetingSessionIdPayloadSchema,
  RPC,
  snapToCell,
  type MeetingPosition,
  type SignedInPayload,
} from '@converge/contracts';
import { CONFIG, EventPublisher, LOGGER, RpcHandler, type Logger } from '@converge/platform';
import { errors } from '../errors.js';
import type { MeetingConfig } from './meeting.config.js';
import { cellDistance } from './grid.js';
import { LivePositions } from './live-positions.js';
import { MeetingRepository, type SessionRow } from './meeting.repository.js';
import { MeetingJobs } from './meeting.jobs.js';
import { canAccept, sessionView, sharingStopsAt, type MeetingSessionView } from './meeting.rules.js';

/**
 * The meeting session (ARCHITECTURE §4 "Meeting"): "I'm Here" from both ends the meeting; location
 * sharing then stops MEETING_AUTO_DISABLE_MS later unless Keep Sharing was chosen (then 4 hours at
 * most). Only the two participants may read or act on a session: anyone else gets 404.
 */
@Injectable()
export class MeetingHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: MeetingRepository,
    private readonly autoDisable: MeetingJobs,
    private readonly positions: LivePositions,
    @Inject(CONFIG) private readonly config: MeetingConfig,
    private readonly events: EventPublisher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @RpcHandler(RPC.safety.meetingCheck, { actor: 'required', input: meetingCheckQuerySchema })
  async check({ actor, user1Id, user2Id }: SignedInPayload<{ user1Id: string; user2Id: string }>): Promise<MeetingSessionView | null> {
    if (actor.userId !== user1Id && actor.userId !== user2Id) throw errors.sessionNotFound();
    const row = await this.sessions.openForPair(user1Id, user2Id);
    return row ? sessionView(row, actor.userId) : null;
  }

  @RpcHandler(RPC.safety.meetingGet, { actor: 'required', input: meetingSessionIdPayloadSchema })
  async get({ actor, sessionId }: SignedInPayload<{ sessionId: string }>): Promise<MeetingSessionView> {
    return sessionView(await this.participant(this.dataSource.manager, sessionId, actor.userId), actor.userId);
  }

  /** "I'm Here". When both have arrived the meeting ends and the 3-minute stop is set. */
  @RpcHandler(RPC.safety.meetingArrive, { actor: 'required', input: meetingSessionIdPayloadSchema })
  async arrive({ actor, sessionId }: SignedInPayload<{ sessionId: string }>): Promise<MeetingSessionView> {
    const { row, runAt } = await this.dataSource.transaction(async (manager) => {
      let row = await this.participant(manager, sessionId, actor.userId, true);
      if (row.status !== 'active') return { row, runAt: null };
      row = await this.sessions.markArrived(manager, row, actor.userId);
      if (!row.user_a_arrived_at || !row.user_b_arrived_at) return { row, runAt: null };
      return this.endMeeting(manager, row, 'both_arrived', this.config.MEETING_AUTO_DISABLE_MS);
    });
    if (runAt) await this.autoDisable.reschedule(row.id, runAt);
    return sessionView(row, actor.userId);
  }

  /**
   * The person who did not choose the meet point accepts it: from now on both may share positions.
   * The proposer cannot accept their own point (409), so one person alone never starts sharing.
   */
  @RpcHandler(RPC.safety.meetingAccept, { actor: 'required', input: meetingSessionIdPayloadSchema })
  async accept({ actor, sessionId }: SignedInPayload<{ sessionId: string }>): Promise<MeetingSessionView> {
    const row: SessionRow = await this.dataSource.transaction(async (manager) => {
      const current = await this.participant(manager, sessionId, actor.userId, true);
      if (current.sharing_disabled_at) throw errors.sharingAlreadyStopped();
      if (current.agreed_at) return current;
      if (!canAccept(current, actor.userId)) throw errors.waitingForPartner();
      return this.sessions.agree(manager, current, actor.userId);
    });
    return sessionView(row, actor.userId);
  }

  /**
   * "Keep Sharing" needs both people, like starting does: the first request is recorded, and only the
   * second removes the 3-minute stop. Sharing still ends 4 hours after the meeting at the latest.
   */
  @RpcHandler(RPC.safety.meetingExtend, { actor: 'required', input: meetingSessionIdPayloadSchema })
  async extend({ actor, sessionId }: SignedInPayload<{ sessionId: string }>): Promise<MeetingSessionView> {
    const row: SessionRow = await this.dataSource.transaction(async (manager) => {
      const current = await this.participant(manager, sessionId, actor.userId, true);
      if (current.sharing_disabled_at) throw errors.sharingAlreadyStopped();
      const requested = await this.sessions.requestKeep(manager, current, actor.userId);
      if (!requested.user_a_keeps || !requested.user_b_keeps) return requested;
      return this.sessions.keepSharing(manager, current.id);
    });
    if (!row.keep_location_sharing) return sessionView(row, actor.userId);
    await this.autoDisable.reschedule(row.id, row.auto_disable_time ?? row.sharing_deadline);
    return sessionView(row, actor.userId);
  }

  /** "Stop Now": the meeting ends (if it had not) and sharing stops at once. */
  @RpcHandler(RPC.safety.meetingEnd, { actor: 'required', input: meetingEndPayloadSchema })
  async end({ actor, sessionId }: SignedInPayload<{ sessionId: string; endedBy?: unknown }>): Promise<MeetingSessionView> {
    const row: SessionRow = await this.dataSource.transaction(async (manager) => {
      let current = await this.participant(manager, sessionId, actor.userId, true);
      if (current.sharing_disabled_at) return current;
      if (!current.ended_at) current = (await this.endMeeting(manager, current, 'ended_by_user', 0)).row;
      return this.sessions.closeByUser(manager, current.id);
    });
    await this.autoDisable.cancel(row.id);
    await this.positions.forget(row.id, [row.user_a_id, row.user_b_id]);
    return sessionView(row, actor.userId);
  }

  /**
   * A live position: snapped to its grid cell, kept briefly, and answered with the rounded distance
   * between the two participants' cells (null until the partner has reported). Coordinates go no further.
   */
  @RpcHandler(RPC.safety.meetingPosition, { actor: 'required', input: meetingPositionSchema })
  async position({ actor, sessionId, latitude, longitude }: SignedInPayload<MeetingPosition>) {
    const row = await this.participant(this.dataSource.manager, sessionId, actor.userId);
    if (row.sharing_disabled_at) throw errors.sharingStoppedForMeeting();
    if (!row.agreed_at) throw errors.meetPointNotAgreed();
    const partnerId = row.user_a_id === actor.userId ? row.user_b_id : row.user_a_id;
    const mine = snapToCell({ latitude, longitude });
    const now = Date.now();
    // Teleporting is refused and flagged; judged on cell centres, never stored coordinates.
    const previous = await this.positions.ownLast(row.id, actor.userId);
    const verdict = judgeMovement(previous && { ...cellCentre(previous.cell), at: previous.at }, { ...cellCentre(mine), at: now });
    if (!verdict.plausible) {
      const speedMps = Math.round(verdict.speedMps);
      await this.dataSource.transaction((manager) =>
        this.events.publish(manager, 'PositionJumpFlagged', { flagId: randomUUID(), userId: actor.userId, source: 'meeting', speedMps, flaggedAt: new Date(now).toISOString() }),
      );
      this.logger.warn({ userId: actor.userId, sessionId: row.id, speedMps }, 'meeting position ignored: moved faster than a plane');
      throw errors.implausibleMovement();
    }
    await this.positions.putWithOwn(row.id, actor.userId, mine, now, this.config.MEETING_POSITION_TTL_S, this.config.MEETING_OWN_FIX_TTL_S);
    const theirs = await this.positions.get(row.id, partnerId);
    return { sessionId: row.id, partnerId, distanceMeters: theirs ? cellDistance(mine, theirs) : null };
  }

  /** The session if the caller takes part in it; 404 for anyone else, so nobody learns a session exists. */
  private async participant(manager: EntityManager, sessionId: string, userId: string, lock = false): Promise<SessionRow> {
    const row = await this.sessions.participantRow(manager, sessionId, userId, lock);
    if (!row) throw errors.sessionNotFound();
    return row;
  }

  private async endMeeting(manager: EntityManager, row: SessionRow, reason: 'both_arrived' | 'ended_by_user', stopAfterMs: number) {
    const now = Date.now();
    const { autoDisable, deadline } = sharingStopsAt(now, row.keep_location_sharing, stopAfterMs, this.config.MEETING_MAX_SHARING_MS);
    const ended = await this.sessions.endMeeting(manager, row.id, reason, new Date(now), autoDisable, deadline);
    return { row: ended, runAt: autoDisable };
  }
}
