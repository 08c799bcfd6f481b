import { expect, test } from '@jest/globals';
import { exportOf } from './privacy.rules.js';

const empty = { likes: [], passes: [], matches: [], professional: null, connections: [] };
const at = new Date('2026-01-01T10:00:00Z');

test('a sender sees their declined request as pending, with no answer time', () => {
  const out = exportOf('me', {
    ...empty,
    connections: [
      { id: 'c1', from_user_id: 'me', to_user_id: 'x', message: null, status: 'declined', created_at: at, answered_at: at },
      { id: 'c2', from_user_id: 'y', to_user_id: 'me', message: 'hi', status: 'declined', created_at: at, answered_at: at },
    ],
  });
  expect(out.professionalConnections).toEqual([
    { id: 'c1', direction: 'sent', otherUserId: 'x', message: null, status: 'pending', createdAt: at.toISOString(), answeredAt: null },
    { id: 'c2', direction: 'received', otherUserId: 'y', message: 'hi', status: 'declined', createdAt: at.toISOString(), answeredAt: at.toISOString() },
  ]);
});

test('a meet point says whether I chose it; no professional profile is null', () => {
  const out = exportOf('me', {
    ...empty,
    matches: [
      { id: 'm', other: 'x', venue_id: null, venue_name: null, meet_point: 'Bar', meet_point_chosen_by: 'me', meet_point_chosen_at: at, created_at: at, ended_at: null, end_reason: null },
    ],
  });
  expect(out.matches[0].meetPoint).toEqual({ name: 'Bar', chosenByMe: true, chosenAt: at.toISOString() });
  expect(out.professionalProfile).toBeNull();
});

test('the export lists every like given, pass and match with its times, and the professional profile in full', () => {
  const later = new Date('2026-01-02T10:00:00Z');
  const out = exportOf('me', {
    likes: [{ id: 'l1', to_user_id: 'x', venue_id: 'v1', context_message: 'Nice jacket', created_at: at }],
    passes: [{ to_user_id: 'y', venue_id: 'v1', created_at: at }],
    matches: [
      {
        id: 'm1',
        other: 'x',
        venue_id: 'v1',
        venue_name: 'The Blue Bar',
        meet_point: 'Bar',
        meet_point_chosen_by: 'x',
        meet_point_chosen_at: at,
        created_at: at,
        ended_at: later,
        end_reason: 'unmatched',
      },
      {
        id: 'm2',
        other: 'z',
        venue_id: 'v1',
        venue_name: 'The Blue Bar',
        meet_point: null,
        meet_point_chosen_by: null,
        meet_point_chosen_at: null,
        created_at: at,
        ended_at: null,
        end_reason: null,
      },
    ],
    professional: {
      display_name: 'Ana',
      job_title: 'Engineer',
      company: 'Acme',
      industry: 'Tech',
      seniority: 'senior',
      expertise: ['TypeScript'],
      interests: ['Jazz'],
      bio: 'Hello',
      linkedin_url: 'https://linkedin.com/in/ana',
      work_location: 'London',
      timezone: 'Europe/London',
    },
    connections: [],
  });
  expect(out).toEqual({
    professionalProfile: {
      displayName: 'Ana',
      jobTitle: 'Engineer',
      company: 'Acme',
      industry: 'Tech',
      seniority: 'senior',
      expertise: ['TypeScript'],
      interests: ['Jazz'],
      bio: 'Hello',
      linkedinUrl: 'https://linkedin.com/in/ana',
      workLocation: 'London',
      timezone: 'Europe/London',
    },
    professionalConnections: [],
    likesGiven: [{ id: 'l1', toUserId: 'x', venueId: 'v1', contextMessage: 'Nice jacket', createdAt: at.toISOString() }],
    passes: [{ toUserId: 'y', venueId: 'v1', createdAt: at.toISOString() }],
    matches: [
      {
        id: 'm1',
        otherUserId: 'x',
        venueId: 'v1',
        venueName: 'The Blue Bar',
        meetPoint: { name: 'Bar', chosenByMe: false, chosenAt: at.toISOString() },
        createdAt: at.toISOString(),
        endedAt: later.toISOString(),
        endReason: 'unmatched',
      },
      { id: 'm2', otherUserId: 'z', venueId: 'v1', venueName: 'The Blue Bar', meetPoint: null, createdAt: at.toISOString(), endedAt: null, endReason: null },
    ],
  });
});

test('a sender sees an accepted request as accepted, with when it was answered', () => {
  const out = exportOf('me', { ...empty, connections: [{ id: 'c1', from_user_id: 'me', to_user_id: 'x', message: null, status: 'accepted', created_at: at, answered_at: at }] });
  expect(out.professionalConnections[0]).toMatchObject({ direction: 'sent', status: 'accepted', answeredAt: at.toISOString() });
});
