import { expect, test } from '@jest/globals';
import { exportOf } from './privacy.rules.js';

const empty = { likes: [], passes: [], matches: [], professional: null, connections: [] };
const at = new Date('2026-01-01T10:00:00Z');

test('a sender sees their declined request as pending, with no answer time', () => {
  const out = exportOf('me', { ...empty, connections: [
    { id: 'c1', from_user_id: 'me', to_user_id: 'x', message: null, status: 'declined', created_at: at, answered_at: at },
    { id: 'c2', from_user_id: 'y', to_user_id: 'me', message: 'hi', status: 'declined', created_at: at, answered_at: at },
  ] });
  expect(out.professionalConnections).toEqual([
    { id: 'c1', direction: 'sent', otherUserId: 'x', message: null, status: 'pending', createdAt: at.toISOString(), answeredAt: null },
    { id: 'c2', direction: 'received', otherUserId: 'y', message: 'hi', status: 'declined', createdAt: at.toISOString(), answeredAt: at.toISOString() },
  ]);
});

test('a meet point says whether I chose it; no professional profile is null', () => {
  const out = exportOf('me', { ...empty, matches: [{ id: 'm', other: 'x', venue_id: null, venue_name: null, meet_point: 'Bar', meet_point_chosen_by: 'me', meet_point_chosen_at: at, created_at: at, ended_at: null, end_reason: null }] });
  expect(out.matches[0].meetPoint).toEqual({ name: 'Bar', chosenByMe: true, chosenAt: at.toISOString() });
  expect(out.professionalProfile).toBeNull();
});
