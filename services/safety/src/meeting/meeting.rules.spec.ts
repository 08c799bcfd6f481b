import { canAccept, isValidPosition, sessionNotFound, sessionView, sharingStopsAt } from './meeting.rules.js';
import type { SessionRow } from './meeting.repository.js';

test('sharing stops 3 minutes after the meeting, at once for Stop Now, at the 4-hour cap with Keep Sharing', () => {
  const now = Date.parse('2026-05-01T20:00:00Z');
  const cap = 4 * 3600_000;
  expect(sharingStopsAt(now, false, 180_000, cap)).toEqual({ autoDisable: new Date(now + 180_000), deadline: new Date(now + cap) });
  expect(sharingStopsAt(now, false, 0, cap).autoDisable).toEqual(new Date(now));
  expect(sharingStopsAt(now, true, 180_000, cap).autoDisable).toEqual(new Date(now + cap));
});

test('positions outside the globe are refused', () => {
  expect(isValidPosition(51.5, -0.12)).toBe(true);
  expect(isValidPosition(91, 0)).toBe(false);
  expect(isValidPosition(0, -181)).toBe(false);
  expect(isValidPosition('51', 0)).toBe(false);
});

test('each participant sees the other as partner and their own arrival as "me"', () => {
  const row = {
    id: 's',
    match_id: 'm',
    user_a_id: 'a',
    user_b_id: 'b',
    venue_id: null,
    meet_point: 'Main Bar',
    status: 'active',
    user_a_arrived_at: new Date(),
    user_b_arrived_at: null,
    started_at: new Date('2026-05-01T20:00:00Z'),
    ended_at: null,
    ended_reason: null,
    keep_location_sharing: false,
    auto_disable_time: null,
    sharing_deadline: new Date(),
    sharing_disabled_at: null,
    disabled_reason: null,
    proposed_by: 'a',
    agreed_at: new Date(),
    user_a_keeps: false,
    user_b_keeps: true,
  } as SessionRow;
  expect(sessionView(row, 'a')).toMatchObject({ partnerId: 'b', arrived: { me: true, partner: false }, sharingActive: true });
  expect(sessionView(row, 'b')).toMatchObject({ partnerId: 'a', arrived: { me: false, partner: true }, keepRequested: { me: true, partner: false } });
});

test('sharing is not active until the other person agreed; only they may accept', () => {
  const row = { proposed_by: 'a', agreed_at: null, sharing_disabled_at: null } as unknown as SessionRow;
  expect(sessionView({ ...row, user_a_id: 'a', user_b_id: 'b', started_at: new Date() } as SessionRow, 'a')).toMatchObject({ agreed: false, sharingActive: false, proposedBy: 'a' });
  expect(canAccept(row, 'a')).toBe(false);
  expect(canAccept(row, 'b')).toBe(true);
});

// Cases mutation testing found untested: each pins a boundary or a branch the tests above left open.
describe('the session view, whole, for each participant', () => {
  const row: SessionRow = {
    id: 'session-1',
    match_id: 'match-1',
    user_a_id: 'ana',
    user_b_id: 'ben',
    venue_id: 'venue-1',
    meet_point: 'Main Bar',
    status: 'ended',
    user_a_arrived_at: null,
    user_b_arrived_at: new Date('2026-05-01T20:05:00Z'),
    started_at: new Date('2026-05-01T20:00:00Z'),
    ended_at: new Date('2026-05-01T21:30:00Z'),
    ended_reason: 'ended',
    keep_location_sharing: true,
    auto_disable_time: new Date('2026-05-02T00:00:00Z'),
    sharing_deadline: new Date('2026-05-02T01:30:00Z'),
    sharing_disabled_at: null,
    disabled_reason: null,
    proposed_by: 'ben',
    agreed_at: new Date('2026-05-01T20:01:00Z'),
    user_a_keeps: true,
    user_b_keeps: false,
  };

  test('start and end, stop time, keep-sharing and who proposed are the stored ones, never swapped', () => {
    expect(sessionView(row, 'ana')).toStrictEqual({
      sessionId: 'session-1',
      matchId: 'match-1',
      status: 'ended',
      meetPoint: 'Main Bar',
      autoDisableTime: '2026-05-02T00:00:00.000Z',
      keepLocationSharing: true,
      sharingActive: true,
      startedAt: '2026-05-01T20:00:00.000Z',
      endedAt: '2026-05-01T21:30:00.000Z',
      partnerId: 'ben',
      arrived: { me: false, partner: true },
      proposedBy: 'ben',
      agreed: true,
      keepRequested: { me: true, partner: false },
    });
    expect(sessionView(row, 'ben')).toStrictEqual({
      ...sessionView(row, 'ana'),
      partnerId: 'ana',
      arrived: { me: true, partner: false },
      keepRequested: { me: false, partner: true },
    });
  });

  test('an open session: no end, no stop time yet, sharing not kept', () => {
    const open = { ...row, status: 'active' as const, ended_at: null, auto_disable_time: null, keep_location_sharing: false };
    expect(sessionView(open, 'ana')).toMatchObject({ status: 'active', endedAt: null, autoDisableTime: null, keepLocationSharing: false, sharingActive: true });
  });

  test('sharing stopped is not active even when both agreed; not agreed is not active either', () => {
    expect(sessionView({ ...row, sharing_disabled_at: new Date('2026-05-01T21:33:00Z') }, 'ana')).toMatchObject({ sharingActive: false, agreed: true });
    expect(sessionView({ ...row, agreed_at: null }, 'ana')).toMatchObject({ sharingActive: false, agreed: false });
  });
});

test('a position must be two numbers on the globe: strings, NaN and the edges', () => {
  expect(isValidPosition(51.5, '10')).toBe(false);
  expect(isValidPosition('51.5', -0.12)).toBe(false);
  expect(isValidPosition(null, 0)).toBe(false);
  expect(isValidPosition(Number.NaN, 0)).toBe(false);
  expect(isValidPosition(0, Number.NaN)).toBe(false);
  expect(isValidPosition(90, 180)).toBe(true);
  expect(isValidPosition(-90, -180)).toBe(true);
  expect(isValidPosition(-90.0001, 0)).toBe(false);
  expect(isValidPosition(0, 180.0001)).toBe(false);
  expect(isValidPosition(-33.87, 151.21)).toBe(true);
});

test('keep sharing stops at the cap, not at the short stop; the cap is the same either way', () => {
  const now = Date.parse('2026-05-01T20:00:00Z');
  expect(sharingStopsAt(now, true, 0, 60_000)).toEqual({ autoDisable: new Date(now + 60_000), deadline: new Date(now + 60_000) });
  expect(sharingStopsAt(now, false, 1_000, 60_000)).toEqual({ autoDisable: new Date(now + 1_000), deadline: new Date(now + 60_000) });
});

test('the session not found error says so, as a 404 with its code', () => {
  expect(sessionNotFound()).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND', message: 'Meeting session not found.' });
});
