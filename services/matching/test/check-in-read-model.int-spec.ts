import { randomUUID } from 'node:crypto';
import type { EventData, EventType } from '@converge/contracts';
import { eventually } from '@converge/platform';
import { matchingUnderTest } from './support.js';

const feed = matchingUnderTest('checkinrm');

const checkIn = (userId: string, venueId: string, checkInId: string, expiresInMs: number, venueName?: string): [EventType, EventData<'CheckedIn'>] => [
  'CheckedIn',
  { userId, venueId, checkInId, venueName, expiresAt: new Date(Date.now() + expiresInMs).toISOString() },
];
const ended = (userId: string, venueId: string, checkInId: string): [EventType, EventData<'CheckInEnded'>] => ['CheckInEnded', { userId, venueId, checkInId, reason: 'replaced' }];

// The consumers take what is waiting as one batch (one statement per batch): a burst of re-check-ins must
// leave what applying the events one at a time would.
test('a burst of re-check-ins leaves each person at their newest check-in, and an older one arriving late changes nothing', async () => {
  const [first, second] = [randomUUID(), randomUUID()];
  const people = Array.from({ length: 30 }, () => randomUUID());
  const late = randomUUID();
  const events: Array<[EventType, unknown]> = [];
  const newest = new Map<string, string>();
  for (const person of people) {
    const [a, b] = [randomUUID(), randomUUID()];
    events.push(checkIn(person, first, a, 7_000_000, 'First'), ended(person, first, a), checkIn(person, second, b, 7_100_000));
    newest.set(person, b);
  }
  // Newest first, then an older check-in (earlier expiry) of the same person in the same burst.
  const [kept, older] = [randomUUID(), randomUUID()];
  events.push(checkIn(late, second, kept, 7_200_000, 'Second'), checkIn(late, first, older, 7_000_000));
  newest.set(late, kept);
  await feed.publishMany(events);

  await eventually('the burst applied', async () => {
    const rows: Array<{ user_id: string; check_in_id: string }> = await feed.db.query('SELECT user_id, check_in_id FROM active_checkins WHERE user_id = ANY($1)', [[...newest.keys()]]);
    return rows.length === newest.size && rows.every((row) => newest.get(row.user_id) === row.check_in_id);
  });
  // A check-in without a name keeps the name the venue had.
  const names = await feed.db.query('SELECT venue_id, name FROM venues WHERE venue_id = ANY($1) ORDER BY name', [[first, second]]);
  expect(names).toEqual([
    { venue_id: first, name: 'First' },
    { venue_id: second, name: 'Second' },
  ]);
});
