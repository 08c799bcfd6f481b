import { canAccept, isValidPosition, sessionView, sharingStopsAt } from './meeting.rules.js';
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
    id: 's', match_id: 'm', user_a_id: 'a', user_b_id: 'b', venue_id: null, meet_point: 'Main Bar', status: 'active',
    user_a_arrived_at: new Date(), user_b_arrived_at: null, started_at: new Date('2026-05-01T20:00:00Z'), ended_at: null, ended_reason: null,
    keep_location_sharing: false, auto_disable_time: null, sharing_deadline: new Date(), sharing_disabled_at: null, disabled_reason: null,
    proposed_by: 'a', agreed_at: new Date(), user_a_keeps: false, user_b_keeps: true,
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
