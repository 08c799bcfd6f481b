import type { MeetingSessionView } from '@converge/contracts';
import { errors } from '../errors.js';

/** A meeting session as stored (meeting_sessions). */
export interface SessionRow {
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
  proposed_by: string | null;
  agreed_at: Date | null;
  user_a_keeps: boolean;
  user_b_keeps: boolean;
}

/** A timestamp as the API writes it (local, so these rules import nothing with I/O). */
const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** What a participant sees (the shape lives in libs/contracts, shared with the web app). */
export type { MeetingSessionView };

/** 404 for anyone but the two participants (errors.sessionNotFound; the name is kept for the rules' callers). */
export const sessionNotFound = () => errors.sessionNotFound();

export const isValidPosition = (latitude: unknown, longitude: unknown) =>
  typeof latitude === 'number' && typeof longitude === 'number' && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

/**
 * When sharing stops after a meeting ends: after `stopAfterMs` (3 minutes, or 0 for Stop Now), or at
 * the 4-hour cap when Keep Sharing was chosen.
 */
export function sharingStopsAt(now: number, keepSharing: boolean, stopAfterMs: number, maxSharingMs: number): { autoDisable: Date; deadline: Date } {
  const deadline = new Date(now + maxSharingMs);
  return { autoDisable: keepSharing ? deadline : new Date(now + stopAfterMs), deadline };
}

export function sessionView(row: SessionRow, userId: string): MeetingSessionView {
  const isA = row.user_a_id === userId;
  return {
    sessionId: row.id,
    matchId: row.match_id,
    status: row.status,
    meetPoint: row.meet_point,
    autoDisableTime: iso(row.auto_disable_time),
    keepLocationSharing: row.keep_location_sharing,
    // Sharing is on only while both have agreed to the point and it has not been stopped.
    sharingActive: !row.sharing_disabled_at && Boolean(row.agreed_at),
    startedAt: iso(row.started_at)!,
    endedAt: iso(row.ended_at),
    partnerId: isA ? row.user_b_id : row.user_a_id,
    arrived: { me: Boolean(isA ? row.user_a_arrived_at : row.user_b_arrived_at), partner: Boolean(isA ? row.user_b_arrived_at : row.user_a_arrived_at) },
    proposedBy: row.proposed_by,
    agreed: Boolean(row.agreed_at),
    keepRequested: { me: isA ? row.user_a_keeps : row.user_b_keeps, partner: isA ? row.user_b_keeps : row.user_a_keeps },
  };
}

/**
 * Who may accept the point: the person who did not propose it. Sessions without a proposer (none
 * today) may be accepted by either.
 */
export function canAccept(row: Pick<SessionRow, 'proposed_by'>, userId: string): boolean {
  return row.proposed_by !== userId;
}
