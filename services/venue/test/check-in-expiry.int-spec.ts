import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { RPC, eventCatalog, type EventData, type EventEnvelope } from '@converge/contracts';
import { REDIS, RpcClient, Sweeper, bootService, cleanupTestNamespace, eventually, newTestNamespace, useTestEnvironment } from '@converge/platform';
import { VenueModule } from '../src/venue.module.js';
import { CheckInsJobs } from '../src/checkins/checkins.jobs.js';
import { CheckInsHandlers } from '../src/checkins/checkins.handlers.js';
import { CheckInsEvents } from '../src/checkins/checkins.events.js';
import { LiveStatusEvents } from '../src/live-status/live-status.events.js';
import { LiveStatusStore } from '../src/live-status/live-status.store.js';
import { CHECK_IN_FUNCTION_V3, CHECK_IN_FUNCTION_V3_BODY } from '../src/checkins/check-in-function.js';
import { CREATE_CHECK_IN_FUNCTION_V2 } from '../src/checkins/check-in-function-sql/v2.js';
import { expiryDue, expiryJobId } from '../src/checkins/checkins.rules.js';

const TTL_MS = 1200;
const namespace = newTestNamespace('venx');
let app: INestApplicationContext;
let db: DataSource;
let checkIns: CheckInsHandlers;
let jobs: CheckInsJobs;
let accountEvents: CheckInsEvents;
let venueId: string;
// A check-in needs proof of presence: a position inside the venue's radius (the venue is at 51.5, -0.1).
const atTheBar = { latitude: 51.5, longitude: -0.1 };

beforeAll(async () => {
  useTestEnvironment(namespace, { CHECKIN_TTL_MS: String(TTL_MS) });
  app = await bootService(VenueModule);
  db = app.get(DataSource);
  checkIns = app.get(CheckInsHandlers);
  jobs = app.get(CheckInsJobs);
  accountEvents = app.get(CheckInsEvents);
  [{ id: venueId }] = await db.query(`INSERT INTO venues (name, address, latitude, longitude, qr_secret) VALUES ('Expiry Bar', '1 Test St', 51.5, -0.1, 'secret') RETURNING id`);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

const actor = () => ({ userId: randomUUID(), roles: ['user'] });
/** A check-in as the gateway asks for it: through the RPC (its handler writes its events in the call's unit of work). */
const checkIn = (who: { userId: string; roles: string[] }, at: string = venueId) => app.get(RpcClient).request(RPC.venue.checkIn, { actor: who, venueId: at, ...atTheBar });

async function row(id: string) {
  const [r] = await db.query('SELECT ended_at, end_reason FROM check_ins WHERE id = $1', [id]);
  return r as { ended_at: Date | null; end_reason: string | null };
}

async function events(checkInId: string) {
  const rows: Array<{ type: string; payload: { data: { reason?: string } } }> = await db.query(
    `SELECT type, payload FROM outbox WHERE payload->'data'->>'checkInId' = $1 ORDER BY created_at`,
    [checkInId],
  );
  return rows.map((r) => (r.type === 'CheckInEnded' ? `CheckInEnded:${r.payload.data.reason}` : r.type));
}

/** Moves the check-in's clock instead of waiting for it: its time is now up. */
async function timeIsUp(id: string) {
  await db.query(`UPDATE check_ins SET expires_at = now() - interval '1 millisecond' WHERE id = $1`, [id]);
}

/** The job that ends a check-in expiring at `expiresAt`: the one due at the end of that second. */
const jobFor = (expiresAt: string | Date) => jobs.expiryQueue.getJob(expiryJobId(expiryDue(new Date(expiresAt).getTime())));

test('the job due at the end of its second ends the check-in when its time is up, emitting CheckInEnded once', async () => {
  const who = actor();
  const { id, expiresAt } = await checkIn(who);
  expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(TTL_MS);
  const job = await jobFor(expiresAt);
  expect(job?.data).toEqual({ dueBy: expiryDue(new Date(expiresAt).getTime()) });
  expect(await checkIns.current({ actor: who })).toMatchObject({ id });

  await eventually('the job ended the check-in', async () => (await row(id)).ended_at !== null, { timeoutMs: TTL_MS + 5000 });
  expect((await row(id)).end_reason).toBe('expired');
  expect(await checkIns.current({ actor: who })).toBeNull();
  // A late duplicate run of the job and a sweep change nothing and emit nothing more.
  expect(await jobs.expireOverdue()).toBe(0);
  await app.get(Sweeper).sweepNow();
  expect(await events(id)).toEqual(['CheckedIn', 'CheckInEnded:expired']);
});

test('check-ins due in the same second share one job; the next second gets its own', async () => {
  const queue = jobs.expiryQueue;
  // An hour ahead, on a second's boundary: no other check-in of this file is due then.
  const second = Math.ceil((Date.now() + 3_600_000) / 1000) * 1000;
  const before = await queue.getDelayedCount();
  await Promise.all([jobs.scheduleExpiry(new Date(second - 999)), jobs.scheduleExpiry(new Date(second - 400))]);
  await jobs.scheduleExpiry(new Date(second));
  expect(await queue.getDelayedCount()).toBe(before + 1);
  expect((await queue.getJob(expiryJobId(second)))?.data).toEqual({ dueBy: second });
  await jobs.scheduleExpiry(new Date(second + 1));
  expect(await queue.getDelayedCount()).toBe(before + 2);
  expect((await queue.getJob(expiryJobId(second + 1000)))?.data).toEqual({ dueBy: second + 1000 });
  await Promise.all([queue.remove(expiryJobId(second)), queue.remove(expiryJobId(second + 1000))]);
});

test('a check-out before the expiry leaves the job with nothing to do', async () => {
  const who = actor();
  const { id } = await checkIn(who);
  await checkIns.checkOut({ actor: who });
  await timeIsUp(id);
  expect(await jobs.expireOverdue()).toBe(0);
  await app.get(Sweeper).sweepNow();
  expect(await row(id)).toMatchObject({ end_reason: 'checked_out' });
  expect(await events(id)).toEqual(['CheckedIn', 'CheckInEnded:checked_out']);
});

test('UserDeleted ends the person’s check-in with reason deleted and erases their check-ins', async () => {
  const who = actor();
  const { id } = await checkIn(who);
  await db.transaction((manager) =>
    accountEvents.onUserDeleted(
      { id: randomUUID(), type: 'UserDeleted', version: 1, occurredAt: new Date().toISOString(), producer: 'identity', data: { userId: who.userId } } as never,
      manager,
    ),
  );
  expect(await row(id)).toBeUndefined();
  expect(await db.query('SELECT 1 FROM check_ins WHERE user_id = $1', [who.userId])).toEqual([]);
  expect(await events(id)).toEqual(['CheckedIn', 'CheckInEnded:deleted']);
});

test('the installed check-in functions are the ones in check-in-function.ts (a changed body needs a new name and migration)', async () => {
  const [installed] = await db.query('SELECT prosrc FROM pg_proc WHERE proname = $1', [CHECK_IN_FUNCTION_V3]);
  expect(installed?.prosrc).toBe(CHECK_IN_FUNCTION_V3_BODY);
  // v2 stays, as released, for replicas of the previous release during a rolling deploy.
  const [previous] = await db.query('SELECT prosrc FROM pg_proc WHERE proname = $1', ['venue_check_in_v2']);
  expect(previous?.prosrc).toBe(CREATE_CHECK_IN_FUNCTION_V2.split('$fn$')[1]);
});

test('a new check-in replaces the previous one in one call and one event: CheckedIn.replaced names the old check-in, its venue and mode; the new one has its job', async () => {
  const who = actor();
  const [{ id: otherVenue }] = await db.query(`INSERT INTO venues (name, address, latitude, longitude, qr_secret) VALUES ('Next Bar', '2 Test St', 51.5, -0.1, 'secret') RETURNING id`);
  const first = await app.get(RpcClient).request(RPC.venue.checkIn, { actor: who, venueId, ...atTheBar, mode: 'professional' });
  const second = await checkIn(who, otherVenue);
  expect(await row(first.id)).toMatchObject({ end_reason: 'replaced' });
  expect(await row(second.id)).toMatchObject({ ended_at: null });
  expect(await checkIns.current({ actor: who })).toMatchObject({ id: second.id, venue: { id: otherVenue } });
  // No CheckInEnded of its own: the end is in the new check-in's CheckedIn, which the catalog accepts.
  expect(await events(first.id)).toEqual(['CheckedIn']);
  expect(await db.query(`SELECT 1 FROM outbox WHERE type = 'CheckInEnded' AND payload->'data'->>'userId' = $1`, [who.userId])).toEqual([]);
  const [checkedIn] = await db.query(`SELECT payload FROM outbox WHERE type = 'CheckedIn' AND payload->'data'->>'checkInId' = $1`, [second.id]);
  expect(checkedIn.payload.data).toMatchObject({ userId: who.userId, venueId: otherVenue, checkInId: second.id, replaced: { checkInId: first.id, venueId, mode: 'professional' } });
  expect(eventCatalog.CheckedIn.schema.parse(checkedIn.payload.data).replaced).toEqual({ checkInId: first.id, venueId, mode: 'professional' });
  expect(await events(second.id)).toEqual(['CheckedIn']);
  expect(await jobFor(second.expiresAt)).toBeDefined();
  // The first check-in of a person replaces nothing.
  const newcomer = actor();
  const only = await checkIn(newcomer);
  expect(await events(only.id)).toEqual(['CheckedIn']);
  const [alone] = await db.query(`SELECT payload FROM outbox WHERE type = 'CheckedIn' AND payload->'data'->>'checkInId' = $1`, [only.id]);
  expect(alone.payload.data).not.toHaveProperty('replaced');
});

test('simultaneous check-ins of one person leave exactly one active, each other one ended as replaced once', async () => {
  const who = actor();
  const made = await Promise.all(Array.from({ length: 6 }, () => checkIn(who)));
  const rows: Array<{ id: string; end_reason: string | null }> = await db.query('SELECT id, end_reason FROM check_ins WHERE user_id = $1', [who.userId]);
  expect(rows).toHaveLength(6);
  expect(rows.filter((r) => r.end_reason === null)).toHaveLength(1);
  expect(rows.filter((r) => r.end_reason === 'replaced')).toHaveLength(5);
  // Each replaced one is named once, by the CheckedIn of the check-in that replaced it.
  const ends: Array<{ replaced: string }> = await db.query(
    `SELECT payload->'data'->'replaced'->>'checkInId' AS replaced FROM outbox WHERE type = 'CheckedIn' AND payload->'data'->>'userId' = $1 AND payload->'data' ? 'replaced'`,
    [who.userId],
  );
  expect(ends.map((e) => e.replaced).sort()).toEqual(
    rows
      .filter((r) => r.end_reason === 'replaced')
      .map((r) => r.id)
      .sort(),
  );
  expect(new Set(made.map((m) => m.id)).size).toBe(6);
});

describe("a venue changed after this replica read it (the call checks the service's copy)", () => {
  const newVenue = async (name: string) =>
    (await db.query(`INSERT INTO venues (name, address, latitude, longitude, qr_secret) VALUES ($1, '3 Test St', 51.5, -0.1, 'secret') RETURNING id`, [name]))[0].id as string;
  const activeOf = async (userId: string) => db.query('SELECT venue_id FROM check_ins WHERE user_id = $1 AND ended_at IS NULL', [userId]);

  test('moved: a position at its old place is refused, one at its new place accepted', async () => {
    const at = await newVenue('Moving Bar');
    await checkIn(actor(), at); // this replica now holds the venue as it was
    await db.query('UPDATE venues SET latitude = 51.6 WHERE id = $1', [at]);
    const who = actor();
    await expect(checkIn(who, at)).rejects.toMatchObject({ code: 'NOT_AT_VENUE' });
    expect(await activeOf(who.userId)).toEqual([]);
    await expect(app.get(RpcClient).request(RPC.venue.checkIn, { actor: who, venueId: at, latitude: 51.6, longitude: -0.1 })).resolves.toMatchObject({ venue: { id: at } });
  });

  test('deactivated: refused as not found, and nothing is written', async () => {
    const at = await newVenue('Closing Bar');
    const who = actor();
    const first = await checkIn(who, at);
    await db.query('UPDATE venues SET deactivated_at = now() WHERE id = $1', [at]);
    await expect(checkIn(who, at)).rejects.toMatchObject({ code: 'VENUE_NOT_FOUND' });
    // The earlier check-in is still the active one: the refused call ended nothing.
    expect(await db.query('SELECT id FROM check_ins WHERE user_id = $1 AND ended_at IS NULL', [who.userId])).toEqual([{ id: first.id }]);
    expect(await events(first.id)).toEqual(['CheckedIn']);
  });

  test('renamed: the answer and CheckedIn carry the new name', async () => {
    const at = await newVenue('Old Name Bar');
    await checkIn(actor(), at);
    await db.query(`UPDATE venues SET name = 'New Name Bar' WHERE id = $1`, [at]);
    const made = await checkIn(actor(), at);
    expect(made.venue.name).toBe('New Name Bar');
    const [stored] = await db.query(`SELECT payload FROM outbox WHERE type = 'CheckedIn' AND payload->'data'->>'checkInId' = $1`, [made.id]);
    expect(stored.payload.data.venueName).toBe('New Name Bar');
  });
});

// Last: deleting a second's job leaves the check-ins due in that second to the sweeper, and this
// process does not add that second's job again (every later check-in of this file may share it).
test('with its Redis job deleted, the sweeper ends the check-in after its time, once', async () => {
  const who = actor();
  const { id, expiresAt } = await checkIn(who);
  const job = await jobFor(expiresAt);
  await job!.remove();
  expect(await jobFor(expiresAt)).toBeUndefined();

  await timeIsUp(id);
  // Nothing ended it: the job is gone (the current check-in already reads as over, by its expiry time).
  expect((await row(id)).ended_at).toBeNull();
  expect(await checkIns.current({ actor: who })).toBeNull();

  await app.get(Sweeper).sweepNow();
  expect(await row(id)).toMatchObject({ end_reason: 'expired' });
  await app.get(Sweeper).sweepNow();
  expect(await events(id)).toEqual(['CheckedIn', 'CheckInEnded:expired']);
});

test('a job of the earlier shape (one per check-in, id = check-in id) still ends its check-in', async () => {
  const who = actor();
  const { id, expiresAt } = await checkIn(who);
  await (await jobFor(expiresAt))?.remove();
  await timeIsUp(id);
  await jobs.expiryQueue.add('venue.checkin-expiry', { checkInId: id }, { jobId: id, removeOnComplete: true });
  await eventually('the old job ended the check-in', async () => (await row(id)).ended_at !== null);
  expect(await row(id)).toMatchObject({ end_reason: 'expired' });
  expect(await events(id)).toEqual(['CheckedIn', 'CheckInEnded:expired']);
});

describe('the live venue (ice breakers) follows re-check-ins of both shapes', () => {
  const envelope = (data: EventData<'CheckedIn'>) =>
    ({ id: randomUUID(), type: 'CheckedIn', version: 1, occurredAt: new Date().toISOString(), producer: 'venue', data }) as unknown as EventEnvelope<'CheckedIn', EventData<'CheckedIn'>>;
  const liveVenue = async (userId: string) => {
    const store = app.get(LiveStatusStore);
    const value = await app.get<Redis>(REDIS).get(store.venueKey(userId));
    return value ? (JSON.parse(value) as { checkInId: string }).checkInId : null;
  };

  test('a CheckedIn naming the check-in it replaced ends that one even when the new one is not kept (already expired)', async () => {
    const live = app.get(LiveStatusEvents);
    const userId = randomUUID();
    const [first, second, late] = [randomUUID(), randomUUID(), randomUUID()];
    const soon = new Date(Date.now() + 60_000).toISOString();
    await live.onCheckedIn([envelope({ userId, venueId, checkInId: first, venueName: 'Expiry Bar', expiresAt: soon })]);
    expect(await liveVenue(userId)).toBe(first);
    await live.onCheckedIn([envelope({ userId, venueId, checkInId: second, venueName: 'Expiry Bar', expiresAt: soon, replaced: { checkInId: first, venueId } })]);
    expect(await liveVenue(userId)).toBe(second);
    // Delivered after its own expiry: not kept, and the one it replaced is gone all the same.
    const past = new Date(Date.now() - 1000).toISOString();
    await live.onCheckedIn([envelope({ userId, venueId, checkInId: late, venueName: 'Expiry Bar', expiresAt: past, replaced: { checkInId: second, venueId } })]);
    expect(await liveVenue(userId)).toBeNull();
  });
});
