import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { snapToCell } from '@converge/contracts';
import { bootService, cleanupTestNamespace, newTestNamespace, useTestEnvironment } from '@converge/platform';
import { VenueModule } from '../src/venue.module.js';
import { LiveStatusStore, type LiveCard, type StoredStatus } from '../src/live-status/live-status.store.js';

const namespace = newTestNamespace('livestore');
let app: INestApplicationContext;
let store: LiveStatusStore;

beforeAll(async () => {
  useTestEnvironment(namespace);
  app = await bootService(VenueModule);
  store = app.get(LiveStatusStore);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

const card = (name: string): LiveCard => ({ displayName: name, age: 30, photo: null, gender: null, lookingFor: ['Everyone'], isIncognito: false, isVerified: false });

async function goLive(latitude: number, longitude: number, at: number, withCard = true): Promise<string> {
  const userId = randomUUID();
  const cell = snapToCell({ latitude, longitude });
  const status: StoredStatus = {
    statusId: randomUUID(),
    userId,
    ...cell,
    latitude,
    longitude,
    at,
    currentActivity: 'working',
    currentMood: 'friendly',
    statusMessage: null,
    interestTags: ['jazz'],
    lookingFor: [],
  };
  await store.put(status, withCard ? card(userId.slice(0, 6)) : null, 15 * 60_000);
  return userId;
}

test('a nearby read answers the same whether the script carries the people’s values (few) or an MGET fetches them (many)', async () => {
  const now = Date.now();
  const viewer = await goLive(48.1, 11.5, now);
  const around: string[] = [];
  for (let i = 0; i < 12; i++) around.push(await goLive(48.1 + (i % 4) * 0.0003, 11.5 + Math.floor(i / 4) * 0.0003, now));
  const stale = await goLive(48.1001, 11.5001, now - 20 * 60_000);
  const blocked = await goLive(48.1002, 11.5002, now);
  const noCard = await goLive(48.1003, 11.5003, now, false);
  await store.putVenue(around[0]!, { checkInId: randomUUID(), name: 'Hofbräuhaus' }, now + 60_000);
  await store.loadExclusions(viewer, [blocked], [around[1]!]);

  const inline = await store.nearby(viewer, 500, now - 10 * 60_000);
  const fetched = await store.nearby(viewer, 500, now - 10 * 60_000, { inlineLimit: 0 });
  if (inline.kind !== 'ok' || fetched.kind !== 'ok') throw new Error(`not read: ${inline.kind} / ${fetched.kind}`);

  expect(fetched).toEqual(inline);
  const ids = inline.around.map((p) => p.userId);
  expect(new Set(ids)).toEqual(new Set([...around, noCard]));
  expect(ids).not.toContain(stale);
  expect(ids).not.toContain(blocked);
  const byId = new Map(inline.around.map((p) => [p.userId, p]));
  expect(JSON.parse(byId.get(around[0]!)!.venueJson!)).toMatchObject({ name: 'Hofbräuhaus' });
  expect(byId.get(around[2]!)!.venueJson).toBeNull();
  expect(byId.get(noCard)!.cardJson).toBeNull();
  expect(byId.get(around[1]!)!.likedMe).toBe(true);
  expect(byId.get(around[2]!)!.likedMe).toBe(false);
  expect(JSON.parse(byId.get(around[3]!)!.cardJson!)).toEqual(card(around[3]!.slice(0, 6)));
});
