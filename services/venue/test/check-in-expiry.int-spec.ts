import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Sweeper, bootService, cleanupTestNamespace, eventually, newTestNamespace, useTestEnvironment } from '@converge/platform';
import { VenueModule } from '../src/venue.module.js';
import { CheckInsJobs } from '../src/checkins/checkins.jobs.js';
import { CheckInsHandlers } from '../src/checkins/checkins.handlers.js';
import { CheckInsEvents } from '../src/checkins/checkins.events.js';

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

test('the BullMQ job (id = check-in id) ends the check-in when its time is up, emitting CheckInEnded once', async () => {
  const who = actor();
  const { id, expiresAt } = await checkIns.create({ actor: who, venueId, ...atTheBar });
  expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(TTL_MS);
  const job = await jobs.expiryQueue.getJob(id);
  expect(job?.id).toBe(id);
  expect(await checkIns.current({ actor: who })).toMatchObject({ id });

  await eventually('the job ended the check-in', async () => (await row(id)).ended_at !== null, { timeoutMs: TTL_MS + 5000 });
  expect((await row(id)).end_reason).toBe('expired');
  expect(await checkIns.current({ actor: who })).toBeNull();
  // A late duplicate run of the job and a sweep change nothing and emit nothing more.
  expect(await jobs.expireOne(id)).toBe(false);
  await app.get(Sweeper).sweepNow();
  expect(await events(id)).toEqual(['CheckedIn', 'CheckInEnded:expired']);
});

test('with its Redis job deleted, the sweeper ends the check-in after its time, once', async () => {
  const who = actor();
  const { id } = await checkIns.create({ actor: who, venueId, ...atTheBar });
  await jobs.expiryQueue.remove(id);
  expect(await jobs.expiryQueue.getJob(id)).toBeUndefined();

  await timeIsUp(id);
  // Nothing ended it: the job is gone (the current check-in already reads as over, by its expiry time).
  expect((await row(id)).ended_at).toBeNull();
  expect(await checkIns.current({ actor: who })).toBeNull();

  await app.get(Sweeper).sweepNow();
  expect(await row(id)).toMatchObject({ end_reason: 'expired' });
  await app.get(Sweeper).sweepNow();
  expect(await events(id)).toEqual(['CheckedIn', 'CheckInEnded:expired']);
});

test('a check-out before the expiry leaves the job with nothing to do', async () => {
  const who = actor();
  const { id } = await checkIns.create({ actor: who, venueId, ...atTheBar });
  await checkIns.checkOut({ actor: who });
  await timeIsUp(id);
  expect(await jobs.expireOne(id)).toBe(false);
  await app.get(Sweeper).sweepNow();
  expect(await row(id)).toMatchObject({ end_reason: 'checked_out' });
  expect(await events(id)).toEqual(['CheckedIn', 'CheckInEnded:checked_out']);
});

test('UserDeleted ends the person’s check-in with reason deleted and erases their check-ins', async () => {
  const who = actor();
  const { id } = await checkIns.create({ actor: who, venueId, ...atTheBar });
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
