import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { INestApplicationContext } from '@nestjs/common';
import { bootService, cleanupTestNamespace, INBOX_RETENTION_MS, newTestNamespace, Sweeper, useTestEnvironment } from '@converge/platform';
import { LedgerModule } from './fixtures/ledger.module.js';

const HOUR = 3600_000;
const namespace = newTestNamespace('retain');
// An hour's outbox retention, so the test can tell it apart from the default day.
useTestEnvironment(namespace, { OUTBOX_RETENTION_MS: String(HOUR) });

let app: INestApplicationContext;
let db: DataSource;

beforeAll(async () => {
  app = await bootService(LedgerModule);
  db = app.get(DataSource);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

/** An outbox row written `ageMs` ago carrying a person's name, published or not. */
async function outboxRow(ageMs: number, sent: boolean): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO outbox (id, type, subject, payload, created_at, sent_at)
     VALUES ($1, 'ProfileUpdated', 'not.a.stream.subject', '{"data": {"displayName": "Ada"}}', now() - make_interval(secs => $2::float8 / 1000), CASE WHEN $3 THEN now() END)`,
    [id, ageMs, sent],
  );
  return id;
}

const outboxIds = async (ids: string[]) => (await db.query('SELECT id FROM outbox WHERE id = ANY($1::uuid[])', [ids])).map((r: { id: string }) => r.id).sort();

async function inboxRow(ageMs: number): Promise<string> {
  const id = randomUUID();
  await db.query(`INSERT INTO inbox (event_id, handler, processed_at) VALUES ($1, 'ledger.test', now() - make_interval(secs => $2::float8 / 1000))`, [id, ageMs]);
  return id;
}

test("published outbox rows go once older than the retention, with the person's data they carried; unpublished ones stay, however old", async () => {
  const oldSent = await outboxRow(2 * HOUR, true);
  const recentSent = await outboxRow(HOUR / 2, true);
  // Its subject is in no stream, so the relay cannot publish it: it stays unsent, as while NATS is away.
  const oldUnsent = await outboxRow(30 * 24 * HOUR, false);
  // Through the sweeper: every service's platform registers the retention.
  await app.get(Sweeper).sweepNow();
  expect(await outboxIds([oldSent, recentSent, oldUnsent])).toEqual([recentSent, oldUnsent].sort());
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1::uuid[]) AND payload::text LIKE '%Ada%'`, [[oldSent, recentSent, oldUnsent]]);
  expect(n).toBe(2);
});

test("more than one statement's worth of expired rows all go in one sweep", async () => {
  await db.query(
    `INSERT INTO outbox (id, type, subject, payload, created_at, sent_at)
     SELECT gen_random_uuid(), 'ProfileUpdated', 'not.a.stream.subject', '{}', now() - interval '3 hours', now() FROM generate_series(1, 12000)`,
  );
  await app.get(Sweeper).sweepNow();
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NOT NULL AND created_at < now() - interval '1 hour'`);
  expect(n).toBe(0);
});

test("an event's id leaves the inbox only after the stream can no longer hand the event out again", async () => {
  expect(INBOX_RETENTION_MS).toBe(8 * 24 * HOUR);
  const beyond = await inboxRow(INBOX_RETENTION_MS + HOUR);
  const withinTheStreamsAge = await inboxRow(7 * 24 * HOUR - HOUR);
  const pastTheStreamsAge = await inboxRow(7 * 24 * HOUR + HOUR);
  await app.get(Sweeper).sweepNow();
  const left = (await db.query('SELECT event_id FROM inbox WHERE event_id = ANY($1::uuid[])', [[beyond, withinTheStreamsAge, pastTheStreamsAge]])).map(
    (r: { event_id: string }) => r.event_id,
  );
  expect(left.sort()).toEqual([withinTheStreamsAge, pastTheStreamsAge].sort());
});
