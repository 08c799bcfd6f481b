import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC } from '@converge/contracts';
import { RpcClient, Sweeper, bootService, cleanupTestNamespace, eventually, newTestNamespace, useTestEnvironment } from '@converge/platform';
import { VenueModule } from '../src/venue.module.js';
import { VenuesHandlers } from '../src/venues/venues.handlers.js';
import { VenuesRepository } from '../src/venues/venues.repository.js';
import { NearbyIndex } from '../src/venues/nearby-index/nearby-index.js';
import { MAX_CHANGES, NearbyIndexSync } from '../src/venues/nearby-index/nearby-index-sync.js';

// Each test works in its own city, so what one test writes never lands in another's search.
const namespace = newTestNamespace('venidx');
let app: INestApplicationContext;
let db: DataSource;
let index: NearbyIndex;
let sync: NearbyIndexSync;
const actor = { userId: randomUUID(), roles: ['user'] };

beforeAll(async () => {
  // A poll so rare it never fires here: what reaches the index comes through NOTIFY or an explicit sync().
  useTestEnvironment(namespace, { NEARBY_INDEX_POLL_MS: '600000' });
  app = await bootService(VenueModule);
  db = app.get(DataSource);
  index = app.get(NearbyIndex);
  sync = app.get(NearbyIndexSync);
  await sync.sync();
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

async function insertVenue(name: string, latitude: number, longitude: number, runner: { query: DataSource['query'] } = db): Promise<string> {
  const [{ id }] = await runner.query(`INSERT INTO venues (name, address, latitude, longitude, qr_secret) VALUES ($1, $2, $3, $4, 'secret') RETURNING id`, [
    name,
    `${name} Street`,
    latitude,
    longitude,
  ]);
  return id;
}

const namesNear = (latitude: number, longitude: number) => index.search(latitude, longitude, 2, 20).map((hit) => hit.name);

const caughtUp = (check: () => boolean, timeoutMs = 3000) => eventually('the index caught up', check, { timeoutMs, intervalMs: 20 });

test('after a bulk load the in-memory search answers exactly what the SQL search answers', async () => {
  // More rows than MAX_CHANGES in one statement: the index takes a new snapshot instead of a change list.
  await db.query(
    `INSERT INTO venues (name, address, latitude, longitude, qr_secret)
     SELECT 'Berlin ' || g, g || ' Berliner Str.', 52.40 + random() * 0.2, 13.20 + random() * 0.3, 'secret'
       FROM generate_series(1, $1::int) AS g`,
    [MAX_CHANGES * 3],
  );
  await sync.sync();
  expect(sync.ready).toBe(true);
  expect(index.changeCount).toBe(0);
  expect(index.size).toBeGreaterThanOrEqual(MAX_CHANGES * 3);

  const sql = app.get(VenuesRepository);
  for (let trial = 0; trial < 40; trial++) {
    const [lat, lng] = [52.38 + Math.random() * 0.24, 13.18 + Math.random() * 0.34];
    const fromSql = await sql.nearby(lat, lng, 2, 20);
    const fromMemory = index.search(lat, lng, 2, 20);
    expect(fromMemory.map((v) => v.id)).toEqual(fromSql.map((v) => v.id));
    fromMemory.forEach((v, i) => expect(v.distanceKm).toBeCloseTo(fromSql[i].distanceKm, 9));
  }
});

test('the RPC answers from the in-memory copy, with the list fields only', async () => {
  const id = await insertVenue('Madrid Bar', 40.4168, -3.7038);
  await sync.sync();
  const nearby = () => app.get(VenuesHandlers).nearby({ actor, latitude: 40.4168, longitude: -3.7035 });
  expect(await nearby()).toEqual([{ id, name: 'Madrid Bar', address: 'Madrid Bar Street', distance: 0.03 }]);
  // A change only the copy knows of (as if Postgres had not told it yet) shows: the RPC did not ask SQL.
  index.apply([{ id, name: 'Madrid Bar (copy)', address: 'Madrid Bar Street', latitude: 40.4168, longitude: -3.7038 }], []);
  expect((await nearby())[0].name).toBe('Madrid Bar (copy)');
  await db.query(`UPDATE venues SET name = 'Madrid Bar' WHERE id = $1`, [id]); // and back to the truth
  await caughtUp(() => namesNear(40.4168, -3.7038)[0] === 'Madrid Bar');
});

test('the RPC turns away a point off the globe (400), whichever search would run', async () => {
  // Through the RPC pipeline: the input schema is what refuses the point, before either search.
  const queries = { nearby: (payload: object) => app.get(RpcClient).request(RPC.venue.nearby, payload) };
  await expect(queries.nearby({ actor, latitude: 91, longitude: 0 })).rejects.toMatchObject({ status: 400, message: 'Latitude must be between -90 and 90.' });
  await expect(queries.nearby({ actor, latitude: 0, longitude: Number.NaN })).rejects.toMatchObject({ status: 400, message: 'Longitude must be between -180 and 180.' });
});

test('a new, renamed, moved or deleted venue reaches the list through NOTIFY alone', async () => {
  const [lat, lng] = [48.8566, 2.3522]; // Paris
  const bistro = await insertVenue('Bistro', lat, lng + 0.001);
  const cave = await insertVenue('Cave', lat, lng + 0.002);
  await caughtUp(() => namesNear(lat, lng).length === 2);
  expect(namesNear(lat, lng)).toEqual(['Bistro', 'Cave']);

  await db.query(`UPDATE venues SET name = 'Bistro Moderne' WHERE id = $1`, [bistro]);
  await caughtUp(() => namesNear(lat, lng)[0] === 'Bistro Moderne');

  await db.query('UPDATE venues SET latitude = 10 WHERE id = $1', [cave]);
  await caughtUp(() => !namesNear(lat, lng).includes('Cave'));
  expect(namesNear(10, lng)).toEqual(['Cave']);

  await db.query('DELETE FROM venues WHERE id = $1', [bistro]);
  await caughtUp(() => namesNear(lat, lng).length === 0);
});

test('a transaction that began before a pass but committed after it is not missed', async () => {
  const [lat, lng] = [41.3874, 2.1686]; // Barcelona
  const slow = db.createQueryRunner();
  await slow.connect();
  try {
    await slow.startTransaction();
    await insertVenue('Slow Tapas', lat, lng, slow); // its xid is older than the next insert's
    await insertVenue('Quick Tapas', lat, lng + 0.001);
    await sync.sync();
    expect(namesNear(lat, lng)).toEqual(['Quick Tapas']);
    await slow.commitTransaction();
  } finally {
    await slow.release();
  }
  await sync.sync();
  expect(namesNear(lat, lng)).toEqual(['Slow Tapas', 'Quick Tapas']);
});

test('an old open transaction does not make every pass read the same changes again', async () => {
  // A transaction with an xid (any database of the cluster would do) holds every snapshot's xmin back.
  const old = db.createQueryRunner();
  await old.connect();
  await old.startTransaction();
  await old.query('SELECT pg_current_xact_id()');
  try {
    await db.query(
      `INSERT INTO venues (name, address, latitude, longitude, qr_secret)
       SELECT 'Lisbon ' || g, 'Rua ' || g, 38.70 + random() * 0.05, -9.16 + random() * 0.05, 'secret' FROM generate_series(1, $1::int) AS g`,
      [MAX_CHANGES + 500],
    );
    await sync.sync();
    const after = sync.stats;
    await insertVenue('Lisbon Latecomer', 38.8, -9.1);
    await sync.sync();
    await sync.sync();
    // Passes of one change each; reading "row_version >= xmin" would see the 1,500 rows again and reload every time.
    expect(sync.stats.passes).toBeGreaterThanOrEqual(after.passes + 2);
    expect(sync.stats.reloads).toBe(after.reloads);
    expect(namesNear(38.8, -9.1)).toEqual(['Lisbon Latecomer']);
  } finally {
    await old.rollbackTransaction();
    await old.release();
  }
});

test('a rolled-back write never shows', async () => {
  const [lat, lng] = [45.4642, 9.19]; // Milan
  const runner = db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await insertVenue('Never Was', lat, lng, runner);
  await runner.rollbackTransaction();
  await runner.release();
  await insertVenue('Real Bar', lat, lng + 0.001);
  await sync.sync();
  expect(namesNear(lat, lng)).toEqual(['Real Bar']);
});

test('after its LISTEN connection is killed the index catches up on reconnecting and follows NOTIFY again', async () => {
  const [lat, lng] = [50.0755, 14.4378]; // Prague
  const listeners = async (): Promise<number[]> =>
    (await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN venues_changed'`)).map((r: { pid: number }) => r.pid);
  await sync.sync(); // nothing left in flight that could pick up the next insert by chance
  const [before] = await listeners();
  await db.query('SELECT pg_terminate_backend($1)', [before]);
  await insertVenue('Written While Deaf', lat, lng);
  await caughtUp(() => namesNear(lat, lng).includes('Written While Deaf'), 5000);

  await eventually('a new LISTEN connection', async () => (await listeners()).some((pid) => pid !== before), { timeoutMs: 5000 });
  await sync.sync();
  await insertVenue('Written After', lat, lng + 0.001);
  await caughtUp(() => namesNear(lat, lng).includes('Written After'));
});

test('a second replica keeps its own copy; one with NEARBY_INDEX=sql keeps none and asks Postgres', async () => {
  const [lat, lng] = [47.4979, 19.0402]; // Budapest
  useTestEnvironment(namespace, { NEARBY_INDEX_POLL_MS: '600000' });
  const second = await bootService(VenueModule);
  useTestEnvironment(namespace, { NEARBY_INDEX_POLL_MS: '600000', NEARBY_INDEX: 'sql' });
  const sqlOnly = await bootService(VenueModule);
  useTestEnvironment(namespace, { NEARBY_INDEX_POLL_MS: '600000' });
  try {
    await second.get(NearbyIndexSync).sync();
    const id = await insertVenue('Romkocsma', lat, lng);
    const secondNames = () =>
      second
        .get(NearbyIndex)
        .search(lat, lng, 2, 20)
        .map((hit) => hit.name);
    await caughtUp(() => namesNear(lat, lng).includes('Romkocsma') && secondNames().includes('Romkocsma'));

    expect(sqlOnly.get(NearbyIndexSync).ready).toBe(false);
    expect(sqlOnly.get(NearbyIndex).size).toBe(0);
    await db.query(`UPDATE venues SET name = 'Szimpla' WHERE id = $1`, [id]);
    // No pass in between: only a replica that reads Postgres per request can know already.
    expect(await sqlOnly.get(VenuesHandlers).nearby({ actor, latitude: lat, longitude: lng })).toEqual([{ id, name: 'Szimpla', address: 'Romkocsma Street', distance: 0 }]);
  } finally {
    await second.close();
    await sqlOnly.close();
  }
});

test('TRUNCATE empties the list too', async () => {
  await sync.sync();
  expect(index.size).toBeGreaterThan(0);
  await db.query('TRUNCATE venues CASCADE');
  await sync.sync();
  expect(index.search(52.5, 13.3, 2, 20)).toEqual([]);
  expect(index.search(40.4168, -3.7038, 2, 20)).toEqual([]);
});

test('tombstones are swept after a day', async () => {
  const id = await insertVenue('Gone Soon', 59.33, 18.07);
  await db.query('DELETE FROM venues WHERE id = $1', [id]);
  await db.query(`UPDATE venue_tombstones SET deleted_at = now() - interval '25 hours' WHERE id = $1`, [id]);
  const fresh = await insertVenue('Gone Later', 59.33, 18.08);
  await db.query('DELETE FROM venues WHERE id = $1', [fresh]);
  await app.get(Sweeper).sweepNow();
  const left = (await db.query('SELECT id FROM venue_tombstones WHERE id = ANY($1)', [[id, fresh]])).map((r: { id: string }) => r.id);
  expect(left).toEqual([fresh]);
});
