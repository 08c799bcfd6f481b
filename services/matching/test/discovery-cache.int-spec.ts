import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { RPC, type DiscoveryProfile } from '@converge/contracts';
import { bootService, eventually, RawJson, serviceUnderTest } from '@converge/platform';
import { MatchingModule } from '../src/matching.module.js';
import { DiscoveryHandlers } from '../src/discovery/discovery.handlers.js';
import { DiscoveryRepository } from '../src/discovery/discovery.repository.js';
import { VenueFeeds } from '../src/discovery/venue-feeds.js';
import { feedPage } from '../src/discovery/discovery.rules.js';
import { Feed } from './support.js';

// Eight cards a page: a page of a few dozen people is cut, wraps around the ring and asks about passes more than once.
const LIMIT = 8;
const feed = new Feed(serviceUnderTest(MatchingModule, 'feeds', { VENUE_RPC_TIMEOUT_MS: '200', DISCOVERY_LIMIT: String(LIMIT) }));
// A second replica on the same database: each holds its own copy of a venue's feed.
let replica: INestApplicationContext;
beforeAll(async () => {
  replica = await bootService(MatchingModule);
});
afterAll(async () => {
  await replica?.close();
});
const replicas = () => [feed.app, replica];

/** The venue's feed version in the database now. */
const versionOf = async (venueId: string): Promise<string> =>
  (await feed.db.query('SELECT COALESCE((SELECT version FROM venue_feed_versions WHERE venue_id = $1), 0)::text AS v', [venueId]))[0].v;

/** Waits until every replica holds the venue's feed at its current version (asking for it starts the load). */
async function heldByEveryReplica(venueId: string): Promise<string> {
  let version = '';
  await eventually('every replica holds the venue feed', async () => {
    version = await versionOf(venueId);
    return replicas().every((app) => app.get(VenueFeeds).at(venueId, version) !== undefined);
  });
  return version;
}

/** One replica's answer to a discovery read, as the caller gets it. */
async function read(app: INestApplicationContext, userId: string, venueId: string, verifiedOnly = false): Promise<DiscoveryProfile[]> {
  const answer = await app.get(DiscoveryHandlers).list({ actor: { userId, roles: [] }, venueId, verifiedOnly });
  return answer instanceof RawJson ? (JSON.parse(answer.json) as DiscoveryProfile[]) : answer;
}

/** Every replica's answer: the ids, in feed order; they must agree. */
async function idsEverywhere(userId: string, venueId: string): Promise<string[]> {
  const answers = await Promise.all(replicas().map(async (app) => (await read(app, userId, venueId)).map((p) => p.id)));
  expect(answers[1]).toEqual(answers[0]);
  return answers[0]!;
}

/** The page the feed's query gives (the path a read takes when the venue's feed is not held). */
async function byQuery(userId: string, venueId: string, verifiedOnly: boolean): Promise<DiscoveryProfile[]> {
  const repository = feed.app.get(DiscoveryRepository);
  const first = await repository.feedStart(userId, venueId, verifiedOnly);
  return feedPage(JSON.parse(first.cards) as DiscoveryProfile[], await repository.feedWrap(userId, venueId, verifiedOnly), LIMIT);
}

const rowGone = (sql: string, params: unknown[]) => async () => (await feed.db.query(sql, params)).length === 0;
const rowThere = (sql: string, params: unknown[]) => async () => (await feed.db.query(sql, params)).length > 0;

describe('a venue feed held in memory', () => {
  test('blocks, likes, passes, incognito, check-outs and card changes apply on the very next read, on every replica', async () => {
    const venue = randomUUID();
    const [me, blocked, liked, passed, shy, leaves, changes, stays] = await feed.people(
      venue,
      Array.from({ length: 8 }, () => ({})),
    );
    const everyone = [blocked, liked, passed, shy, leaves, changes, stays];
    const version = await heldByEveryReplica(venue);
    expect((await idsEverywhere(me, venue)).sort()).toEqual([...everyone].sort());

    // The viewer's own lists are read on every read: no reload, the held feed serves the answer.
    await feed.rpc(RPC.matching.like, me, { toUserId: liked, venueId: venue });
    await feed.rpc(RPC.matching.pass, me, { toUserId: passed, venueId: venue });
    await feed.publish('UserBlocked', { blockerId: blocked, blockedId: me });
    await eventually('block stored', rowThere('SELECT 1 FROM exclusions WHERE user_id = $1 AND other_user_id = $2', [me, blocked]));
    expect((await idsEverywhere(me, venue)).sort()).toEqual([shy, leaves, changes, stays].sort());
    expect(await versionOf(venue)).toBe(version);
    expect(replicas().map((app) => app.get(VenueFeeds).versionHeld(venue))).toEqual([version, version]);

    // The venue's own changes: the next read after each one is stored already leaves the held feed aside.
    await feed.publish('PrivacyChanged', { userId: shy, isIncognito: true });
    await eventually('incognito stored', rowThere('SELECT 1 FROM profile_cards WHERE user_id = $1 AND is_incognito', [shy]));
    expect(await idsEverywhere(me, venue)).not.toContain(shy);
    const [{ check_in_id }] = await feed.db.query('SELECT check_in_id FROM active_checkins WHERE user_id = $1', [leaves]);
    await feed.publish('CheckInEnded', { userId: leaves, venueId: venue, checkInId: check_in_id, reason: 'checked_out' });
    await eventually('check-out stored', rowGone('SELECT 1 FROM active_checkins WHERE user_id = $1', [leaves]));
    expect(await idsEverywhere(me, venue)).not.toContain(leaves);
    await feed.publish('ProfileUpdated', feed.profileEvent(changes, { displayName: 'Renamed' })[1]);
    await eventually('card stored', rowThere("SELECT 1 FROM profile_cards WHERE user_id = $1 AND display_name = 'Renamed'", [changes]));
    for (const app of replicas()) expect((await read(app, me, venue)).find((p) => p.id === changes)?.profile.displayName).toBe('Renamed');
    expect((await idsEverywhere(me, venue)).sort()).toEqual([changes, stays].sort());

    // Loaded again, the held feeds give the same answers; an incognito person's like shows them at once.
    expect(await heldByEveryReplica(venue)).not.toBe(version);
    expect((await idsEverywhere(me, venue)).sort()).toEqual([changes, stays].sort());
    for (const app of replicas()) expect((await read(app, me, venue)).find((p) => p.id === changes)?.profile.displayName).toBe('Renamed');
    await feed.rpc(RPC.matching.like, shy, { toUserId: me, venueId: venue });
    expect((await idsEverywhere(me, venue)).sort()).toEqual([shy, changes, stays].sort());
    // The held feed answered: nothing at the venue changed.
    expect(replicas().map((app) => app.get(VenueFeeds).versionHeld(venue))).toEqual([await versionOf(venue), await versionOf(venue)]);
  }, 60_000);

  test("gives every viewer the page the feed's query gives: order, wrap-around, looking for, age, verification, filters, incognito, lists", async () => {
    const venue = randomUUID();
    const genders: Array<{ gender: string | null; lookingFor: Array<'Everyone' | 'Men' | 'Women'> }> = [
      { gender: 'Man', lookingFor: ['Women'] },
      { gender: 'Woman', lookingFor: ['Men'] },
      { gender: 'Woman', lookingFor: ['Everyone'] },
      { gender: 'Non-binary', lookingFor: ['Everyone'] },
      { gender: null, lookingFor: ['Everyone'] },
      { gender: 'Man', lookingFor: ['Men', 'Women'] },
    ];
    const people = await feed.people(
      venue,
      Array.from({ length: 36 }, (_, i) => ({ ...genders[i % genders.length], age: 20 + (i % 17), isIncognito: i % 9 === 4 })),
    );
    const at = (i: number) => people[i % people.length]!;
    for (let i = 0; i < 10; i++) {
      await feed.publish('VerificationLevelChanged', {
        userId: at(i * 3),
        level: i % 2 ? 'basic' : 'enhanced',
        previousLevel: 'unverified',
        isVerified: true,
        changedAt: new Date().toISOString(),
      });
    }
    await eventually('levels stored', async () => (await feed.db.query('SELECT 1 FROM verification_levels WHERE user_id = ANY($1)', [people])).length === 10);
    const filters = feed.app.get(DiscoveryRepository);
    await filters.saveFilters(at(1), { ageMin: 24, ageMax: 31, verifiedOnly: false });
    await filters.saveFilters(at(2), { ageMin: 18, ageMax: 99, verifiedOnly: true });
    for (let i = 0; i < people.length; i += 2) {
      // Each viewer passes on, likes and blocks a few others, and is liked by a few (incognito people among them).
      await feed.rpc(RPC.matching.pass, at(i), { toUserId: at(i + 5), venueId: venue }).catch(() => undefined);
      await feed.rpc(RPC.matching.pass, at(i), { toUserId: at(i + 11), venueId: venue }).catch(() => undefined);
      await feed.rpc(RPC.matching.like, at(i), { toUserId: at(i + 7), venueId: venue }).catch(() => undefined);
      await feed.rpc(RPC.matching.like, at(i + 13), { toUserId: at(i), venueId: venue }).catch(() => undefined);
    }
    await feed.publish('UserBlocked', { blockerId: at(3), blockedId: at(4) });
    await eventually('block stored', rowThere('SELECT 1 FROM exclusions WHERE user_id = $1', [at(3)]));
    await heldByEveryReplica(venue);

    let compared = 0;
    for (const viewer of people) {
      for (const verifiedOnly of [false, true]) {
        const expected = await byQuery(viewer, venue, verifiedOnly);
        for (const app of replicas()) expect({ viewer, verifiedOnly, page: await read(app, viewer, venue, verifiedOnly) }).toEqual({ viewer, verifiedOnly, page: expected });
        compared += expected.length;
      }
    }
    // The pages were not empty: most viewers see a full page.
    expect(compared).toBeGreaterThan(people.length * LIMIT);

    // All of those reads at once, as a crowd sends them: the reads of one turn are one statement (72 of
    // them: two batches), and every viewer still gets their own page.
    const reads = people.flatMap((viewer) => [false, true].map((verifiedOnly) => ({ viewer, verifiedOnly })));
    const expected = await Promise.all(reads.map(({ viewer, verifiedOnly }) => byQuery(viewer, venue, verifiedOnly)));
    for (const app of replicas()) {
      const together = await Promise.all(reads.map(({ viewer, verifiedOnly }) => read(app, viewer, venue, verifiedOnly)));
      expect(together.map((page, i) => ({ ...reads[i], page }))).toEqual(expected.map((page, i) => ({ ...reads[i], page })));
    }
    // And the held feeds answered them.
    const version = await versionOf(venue);
    expect(replicas().map((app) => app.get(VenueFeeds).versionHeld(venue))).toEqual([version, version]);
  }, 120_000);
});
