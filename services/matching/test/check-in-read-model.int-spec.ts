import { randomUUID } from 'node:crypto';
import type { EventData, EventEnvelope, EventType } from '@converge/contracts';
import { eventually, statementInbox, type StatementInbox } from '@converge/platform';
import { ReadModelHandlers } from '../src/read-models/read-models.events.js';
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

const moved = (userId: string, venueId: string, checkInId: string, expiresInMs: number, replaced: string, from: string): [EventType, EventData<'CheckedIn'>] => [
  'CheckedIn',
  { ...checkIn(userId, venueId, checkInId, expiresInMs)[1], replaced: { checkInId: replaced, venueId: from } },
];

const activeOf = async (userIds: string[]) =>
  new Map(
    ((await feed.db.query('SELECT user_id, check_in_id FROM active_checkins WHERE user_id = ANY($1)', [userIds])) as Array<{ user_id: string; check_in_id: string }>).map((r) => [
      r.user_id,
      r.check_in_id,
    ]),
  );

// A re-check-in is one CheckedIn naming the check-in it replaced; events of the earlier shape (a
// CheckInEnded 'replaced' before the CheckedIn) may still be in the stream during a rolling deploy.
test('re-check-ins of both shapes in one stream leave each person at their newest check-in, even one that expires before the one it replaced', async () => {
  const [here, there] = [randomUUID(), randomUUID()];
  const [oldShape, newShape, shorter, shorterInBurst] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const ids = Object.fromEntries(['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2'].map((k) => [k, randomUUID()]));
  // Someone whose earlier check-in expires later than their next one (the check-in time was shortened in between).
  await feed.publishMany([checkIn(shorter, here, ids.c1!, 7_300_000)]);
  await eventually('the long check-in applied', async () => (await activeOf([shorter])).get(shorter) === ids.c1);
  await feed.publishMany([
    checkIn(oldShape, here, ids.a1!, 7_000_000),
    ended(oldShape, here, ids.a1!),
    checkIn(oldShape, there, ids.a2!, 7_100_000),
    checkIn(newShape, here, ids.b1!, 7_000_000),
    moved(newShape, there, ids.b2!, 7_100_000, ids.b1!, here),
    moved(shorter, there, ids.c2!, 7_000_000, ids.c1!, here),
    checkIn(shorterInBurst, here, ids.d1!, 7_300_000),
    moved(shorterInBurst, there, ids.d2!, 7_000_000, ids.d1!, here),
  ]);
  const newest = new Map([
    [oldShape, ids.a2],
    [newShape, ids.b2],
    [shorter, ids.c2],
    [shorterInBurst, ids.d2],
  ]);
  await eventually('every person at their newest check-in', async () => {
    const active = await activeOf([...newest.keys()]);
    return [...newest].every(([person, id]) => active.get(person) === id);
  });
});

test('the inbox is in the consumer’s one statement: a CheckedIn delivered again after its check-in ended does not bring it back', async () => {
  const handlers = feed.app.get(ReadModelHandlers);
  const person = randomUUID();
  const envelope = <T extends 'CheckedIn' | 'CheckInEnded'>(type: T, data: EventData<T>) =>
    ({ id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), producer: 'venue', data }) as unknown as EventEnvelope<T, EventData<T>>;
  const checkedIn = envelope('CheckedIn', checkIn(person, randomUUID(), randomUUID(), 7_000_000, 'Bar')[1]);
  const end = envelope('CheckInEnded', { ...ended(person, checkedIn.data.venueId, checkedIn.data.checkInId)[1], reason: 'checked_out' });
  const deliver = (consumer: string, events: EventEnvelope[], apply: (inbox: StatementInbox) => Promise<void>) =>
    apply(
      statementInbox(
        events.map((e) => e.id),
        consumer,
      ),
    );
  await deliver('test_checkins_on_created', [checkedIn], (inbox) => handlers.onCheckedIn([checkedIn], feed.db.manager, inbox));
  expect((await activeOf([person])).get(person)).toBe(checkedIn.data.checkInId);
  await deliver('test_checkins_on_ended', [end], (inbox) => handlers.onCheckInEnded([end], feed.db.manager, inbox));
  expect((await activeOf([person])).has(person)).toBe(false);
  // Delivered again (an ack lost): the inbox already has it, so nothing is written.
  await deliver('test_checkins_on_created', [checkedIn], (inbox) => handlers.onCheckedIn([checkedIn], feed.db.manager, inbox));
  expect((await activeOf([person])).has(person)).toBe(false);
});
