import { randomUUID } from 'node:crypto';
import { eventCatalog, FALLBACK_MEET_POINTS, matchViewFromCreated, RPC } from '@converge/contracts';
import { bootService, eventually } from '@converge/platform';
import { MatchingModule } from '../src/matching.module.js';
import { matchingUnderTest } from './support.js';
import { discoverySql } from '../src/discovery/discovery.repository.js';

const feed = matchingUnderTest('match');

const discover = (userId: string, venueId: string) => feed.rpc<Array<{ id: string; profile: Record<string, unknown> }>>(RPC.matching.discovery, userId, { venueId });
const ids = async (userId: string, venueId: string) => (await discover(userId, venueId)).map((p) => p.id).sort();
const outboxCount = async (type: string, where = 'true', params: unknown[] = []) =>
  Number((await feed.db.query(`SELECT count(*)::int AS n FROM outbox WHERE type = $1 AND ${where}`, [type, ...params]))[0].n);

describe('discovery', () => {
  test("shows the people checked in at the caller's venue with the spec's card, never the caller", async () => {
    const venue = randomUUID();
    const [me, a, b] = await feed.people(venue, [{}, { displayName: 'Alice', age: 29, bio: 'Jazz', photos: ['/p/a.jpg'] }, {}]);
    const list = await discover(me, venue);
    expect(list.map((p) => p.id).sort()).toEqual([a, b].sort());
    expect(list.find((p) => p.id === a)).toEqual({
      id: a,
      profile: { displayName: 'Alice', age: 29, bio: 'Jazz', photos: ['/p/a.jpg'], isVerified: false, verificationLevel: 'unverified', interestTags: [] },
    });
    // Stable order between reads.
    expect((await discover(me, venue)).map((p) => p.id)).toEqual(list.map((p) => p.id));
    const current = await feed.rpc(RPC.matching.currentVenue, me);
    expect(current.checkIn).toMatchObject({ venueId: venue, venueName: expect.stringContaining('Venue'), peopleHere: 2 });
  });

  test('a card shows its text exactly as written, and a profile change shows on the next read', async () => {
    const venue = randomUUID();
    const written = { displayName: 'Zoë "Z" \\ O\'Neil', bio: 'Line one\nline two\t😀 </script>', photos: ['/p/a b.jpg'], interestTags: ['jazz', 'rock "n" roll'] };
    const [me, a] = await feed.people(venue, [{}, written]);
    expect((await discover(me, venue))[0]!.profile).toMatchObject(written);
    await feed.publish('ProfileUpdated', { ...feed.profileEvent(a, { displayName: 'Zoe', age: 41, bio: '', photos: [] })[1] });
    await eventually('the card changed', async () => (await discover(me, venue))[0]!.profile.displayName === 'Zoe');
    expect((await discover(me, venue))[0]).toEqual({
      id: a,
      profile: { displayName: 'Zoe', age: 41, bio: '', photos: [], isVerified: false, verificationLevel: 'unverified', interestTags: ['jazz', 'rock "n" roll'] },
    });
  });

  test('a venue where the caller is not checked in answers 403; so does any venue without a check-in', async () => {
    const venue = randomUUID();
    const [me] = await feed.people(venue, [{}]);
    expect(await feed.status(RPC.matching.discovery, me, { venueId: randomUUID() })).toBe(403);
    expect(await feed.status(RPC.matching.discovery, randomUUID(), { venueId: venue })).toBe(403);
  });

  test('people at another venue, and people whose check-in ended, are not shown', async () => {
    const venue = randomUUID();
    const [me, stays, leaves] = await feed.people(venue, [{}, {}, {}]);
    await feed.people(randomUUID(), [{}]);
    const [{ check_in_id }] = await feed.db.query('SELECT check_in_id FROM active_checkins WHERE user_id = $1', [leaves]);
    await feed.publish('CheckInEnded', { userId: leaves, venueId: venue, checkInId: check_in_id, reason: 'checked_out' });
    await eventually('check-in ended', async () => (await ids(me, venue)).length === 1);
    expect(await ids(me, venue)).toEqual([stays]);
  });

  test('people the caller liked or passed are not shown again', async () => {
    const venue = randomUUID();
    const [me, liked, passed, other] = await feed.people(venue, [{}, {}, {}, {}]);
    await feed.rpc(RPC.matching.like, me, { toUserId: liked, venueId: venue });
    await feed.rpc(RPC.matching.pass, me, { toUserId: passed, venueId: venue });
    expect(await ids(me, venue)).toEqual([other]);
  });

  test('a block hides both people from each other', async () => {
    const venue = randomUUID();
    const [me, blocker, blocked, other] = await feed.people(venue, [{}, {}, {}, {}]);
    await feed.publish('UserBlocked', { blockerId: blocker, blockedId: me });
    await feed.publish('UserBlocked', { blockerId: me, blockedId: blocked });
    await eventually('blocks applied', async () => (await ids(me, venue)).length === 1);
    expect(await ids(me, venue)).toEqual([other]);
    expect(await ids(blocker, venue)).not.toContain(me);
    expect(await ids(blocked, venue)).not.toContain(me);
    // Out of reach: the same answer as for someone far away, so a block is never revealed.
    expect(await feed.status(RPC.matching.like, me, { toUserId: blocker, venueId: venue })).toBe(403);
  });

  test("a feed reads the caller's blocks and likes once per read, not once per person weighed", async () => {
    const venue = randomUUID();
    // Forty people at the venue: read per person weighed, a list would be scanned many times over.
    const [me, liked, passed, blocked, ...others] = await feed.people(
      venue,
      Array.from({ length: 44 }, () => ({})),
    );
    await feed.rpc(RPC.matching.like, me, { toUserId: liked, venueId: venue });
    await feed.rpc(RPC.matching.pass, me, { toUserId: passed, venueId: venue });
    await feed.publish('UserBlocked', { blockerId: me, blockedId: blocked });
    await eventually('block applied', async () => (await ids(me, venue)).length === others.length);
    // The plan a long-lived connection settles on: the generic one of the named statement.
    const runner = feed.db.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL plan_cache_mode = force_generic_plan');
      await runner.query(`PREPARE feed_plan(text, text, boolean) AS ${discoverySql(50).first.text}`);
      // EXPLAIN EXECUTE takes no bind parameters; the ids are the test's own UUIDs.
      const [{ 'QUERY PLAN': plan }] = await runner.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE feed_plan('${me}', '${venue}', false)`);
      const scans: Array<{ relation: string; alias: string; loops: number }> = [];
      const walk = (node: Record<string, unknown>) => {
        if (typeof node['Relation Name'] === 'string') scans.push({ relation: node['Relation Name'], alias: String(node.Alias), loops: Number(node['Actual Loops']) });
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
      };
      walk(plan[0].Plan);
      const listScans = scans.filter((s) => s.relation === 'exclusions' || (s.relation === 'likes' && s.alias === 'l'));
      expect(listScans.map((s) => s.relation).sort()).toEqual(['exclusions', 'likes']);
      // At most once per read (none when no row reached that filter, one in each process of a parallel plan),
      // never once per person weighed. A failed run shows the scans it got.
      expect(listScans.filter((s) => s.loops > 3)).toEqual([]);
    } finally {
      await runner.rollbackTransaction();
      // A prepared statement outlives the transaction; the connection goes back to the pool without it.
      await runner.query('DEALLOCATE feed_plan').catch(() => undefined);
      await runner.release();
    }
  });

  test('an incognito person is hidden unless they liked the caller', async () => {
    const venue = randomUUID();
    const [me, shy, shyFan] = await feed.people(venue, [{}, { isIncognito: true }, { isIncognito: true }]);
    expect(await ids(me, venue)).toEqual([]);
    await feed.rpc(RPC.matching.like, shyFan, { toUserId: me, venueId: venue });
    expect(await ids(me, venue)).toEqual([shyFan]);
    expect(await ids(shy, venue)).toContain(me);
    // Going incognito later (PrivacyChanged) hides an already visible person.
    const [visible] = await feed.people(venue, [{}]);
    expect(await ids(me, venue)).toContain(visible);
    await feed.publish('PrivacyChanged', { userId: visible, isIncognito: true });
    await eventually('incognito applied', async () => !(await ids(me, venue)).includes(visible));
  });

  test('"looking for" and gender must fit both ways', async () => {
    const venue = randomUUID();
    const [man, woman, womanForWomen, anyone, nonBinary] = await feed.people(venue, [
      { gender: 'Man', lookingFor: ['Women'] },
      { gender: 'Woman', lookingFor: ['Men'] },
      { gender: 'Woman', lookingFor: ['Women'] },
      { gender: 'Woman', lookingFor: ['Everyone'] },
      { gender: 'Non-binary', lookingFor: ['Everyone'] },
    ]);
    expect(await ids(man, venue)).toEqual([woman, anyone].sort());
    expect(await ids(womanForWomen, venue)).toEqual([anyone]);
    expect(await ids(nonBinary, venue)).toEqual([anyone]);
    expect(await feed.status(RPC.matching.like, man, { toUserId: womanForWomen, venueId: venue })).toBe(403);
  });
});

describe('likes and passes', () => {
  test('a like is idempotent: one like, one LikeCreated, the same answer', async () => {
    const venue = randomUUID();
    const [me, them] = await feed.people(venue, [{}, {}]);
    const first = await feed.rpc(RPC.matching.like, me, { toUserId: them, venueId: venue });
    const second = await feed.rpc(RPC.matching.like, me, { toUserId: them, venueId: venue });
    expect(first).toEqual({ liked: true, matched: false });
    expect(second).toEqual(first);
    expect((await feed.db.query('SELECT count(*)::int AS n FROM likes WHERE from_user_id = $1', [me]))[0].n).toBe(1);
    expect(await outboxCount('LikeCreated', "payload->'data'->>'fromUserId' = $2", [me])).toBe(1);
  });

  test('a pass is idempotent', async () => {
    const venue = randomUUID();
    const [me, them] = await feed.people(venue, [{}, {}]);
    expect(await feed.rpc(RPC.matching.pass, me, { toUserId: them, venueId: venue })).toEqual({ passed: true });
    expect(await feed.rpc(RPC.matching.pass, me, { toUserId: them, venueId: venue })).toEqual({ passed: true });
    expect((await feed.db.query('SELECT count(*)::int AS n FROM passes WHERE from_user_id = $1', [me]))[0].n).toBe(1);
  });

  test('liking oneself or passing someone the caller may not see is 404; liking someone at another venue is 403', async () => {
    const venue = randomUUID();
    const [me] = await feed.people(venue, [{}]);
    const [elsewhere] = await feed.people(randomUUID(), [{}]);
    expect(await feed.status(RPC.matching.like, me, { toUserId: me, venueId: venue })).toBe(404);
    expect(await feed.failure(RPC.matching.like, me, { toUserId: elsewhere, venueId: venue })).toMatchObject({ status: 403, code: 'NO_SHARED_CONTEXT' });
    expect(await feed.status(RPC.matching.pass, me, { toUserId: randomUUID(), venueId: venue })).toBe(404);
    expect(await feed.status(RPC.matching.like, me, { toUserId: elsewhere, venueId: randomUUID() })).toBe(403);
  });

  test('a refused like writes nothing; an incognito person who liked me is liked back into one match', async () => {
    const venue = randomUUID();
    const [me, shy, shyFan] = await feed.people(venue, [{}, { isIncognito: true }, { isIncognito: true }]);
    const [elsewhere] = await feed.people(randomUUID(), [{}]);
    // Not checked in where the like is made; someone hidden (incognito, has not liked me).
    expect(await feed.status(RPC.matching.like, me, { toUserId: elsewhere, venueId: randomUUID() })).toBe(403);
    expect(await feed.failure(RPC.matching.like, me, { toUserId: shy, venueId: venue })).toMatchObject({ status: 403, code: 'NO_SHARED_CONTEXT' });
    expect((await feed.db.query('SELECT count(*)::int AS n FROM likes WHERE from_user_id = $1', [me]))[0].n).toBe(0);
    expect(await outboxCount('LikeCreated', "payload->'data'->>'fromUserId' = $2", [me])).toBe(0);
    // An incognito person who liked me is visible to me: my like back makes the match, once.
    await feed.rpc(RPC.matching.like, shyFan, { toUserId: me, venueId: venue });
    const matched = await feed.rpc(RPC.matching.like, me, { toUserId: shyFan, venueId: venue });
    expect(matched).toMatchObject({ liked: true, matched: true });
    expect(await feed.rpc(RPC.matching.like, me, { toUserId: shyFan, venueId: venue })).toEqual({ liked: true, matched: true, matchId: matched.matchId, alreadyMatched: true });
    expect(await outboxCount('MatchCreated', "payload->'data'->>'matchId' = $2", [matched.matchId])).toBe(1);
  });

  test('a like from live discovery (no venue) reaches someone passed at a venue earlier: a change of mind', async () => {
    const venue = randomUUID();
    const [me, them] = await feed.people(venue, [{}, {}]);
    await feed.rpc(RPC.matching.pass, me, { toUserId: them, venueId: venue });
    expect(await feed.rpc(RPC.matching.like, me, { toUserId: them, contextMessage: 'Hi!' })).toEqual({ liked: true, matched: false });
    expect((await feed.db.query('SELECT count(*)::int AS n FROM passes WHERE from_user_id = $1', [me]))[0].n).toBe(0);
    expect(await outboxCount('LikeCreated', "payload->'data'->>'fromUserId' = $2", [me])).toBe(1);
    // Blocks still win: a pass does not open a way around them.
    const [blocker] = await feed.people(venue, [{}]);
    await feed.rpc(RPC.matching.pass, me, { toUserId: blocker, venueId: venue });
    await feed.publish('UserBlocked', { blockerId: blocker, blockedId: me });
    await eventually('block applied', async () => (await feed.db.query('SELECT 1 FROM exclusions WHERE user_id = $1 AND other_user_id = $2', [me, blocker])).length > 0);
    // Refused as anyone out of reach is (403), so the block is not revealed, and the pass stays.
    expect(await feed.status(RPC.matching.like, me, { toUserId: blocker })).toBe(403);
    expect((await feed.db.query('SELECT count(*)::int AS n FROM passes WHERE from_user_id = $1 AND to_user_id = $2', [me, blocker]))[0].n).toBe(1);
  });

  test('a mutual like creates one match and MatchCreated; liking again answers with the same match', async () => {
    const venue = randomUUID();
    const [a, b] = await feed.people(venue, [{}, {}]);
    expect(await feed.rpc(RPC.matching.like, a, { toUserId: b, venueId: venue })).toEqual({ liked: true, matched: false });
    const matched = await feed.rpc(RPC.matching.like, b, { toUserId: a, venueId: venue });
    expect(matched).toEqual({ liked: true, matched: true, matchId: expect.any(String), match: expect.objectContaining({ currentUserId: b }) });
    // Liking again says it is the same, earlier match, so the app does not announce it again.
    const earlier = { liked: true, matched: true, matchId: matched.matchId, alreadyMatched: true };
    expect(await feed.rpc(RPC.matching.like, a, { toUserId: b, venueId: venue })).toEqual(earlier);
    expect(await feed.rpc(RPC.matching.like, a, { toUserId: b })).toEqual(earlier);
    const events = await feed.db.query("SELECT payload FROM outbox WHERE type = 'MatchCreated' AND payload->'data'->>'matchId' = $1", [matched.matchId]);
    expect(events).toHaveLength(1);
    expect(events[0].payload.data).toMatchObject({ userAId: a, userBId: b, venueId: venue, venueName: expect.stringContaining('Venue') });
    // It carries what "It's a Match!" shows, so the push needs no call back into matching: the event's
    // view of the match is the one GET /api/matches/:id answers (but for the venue's phone and meet points).
    const data = eventCatalog.MatchCreated.schema.parse(events[0].payload.data);
    const pushed = matchViewFromCreated(data, a)!;
    const read = await feed.rpc(RPC.matching.getMatch, a, { matchId: matched.matchId });
    expect(pushed.userA).toEqual(read.userA);
    expect(pushed.userB).toEqual(read.userB);
    expect(pushed).toMatchObject({ id: read.id, createdAt: read.createdAt, currentUserId: a, venue: { id: venue, name: read.venue.name } });
    // The liker's answer carries the same view, built by the same function: the app does not read it back.
    const readByLiker = await feed.rpc(RPC.matching.getMatch, b, { matchId: matched.matchId });
    expect(matched.match).toMatchObject({ id: readByLiker.id, createdAt: readByLiker.createdAt, currentUserId: b, userA: readByLiker.userA, userB: readByLiker.userB });
    expect(data.userB!.profile.displayName).toBe(`User ${b.slice(0, 6)}`);
  });

  test("MatchCreated names the venue's own meet points when it has some, and none when it does not", async () => {
    const [named, unnamed] = [randomUUID(), randomUUID()];
    const [a, b] = await feed.people(named, [{}, {}]);
    const [c, d] = await feed.people(unnamed, [{}, {}]);
    await feed.db.query(`UPDATE venues SET meet_points = '["Snug", "Roof"]' WHERE venue_id = $1`, [named]);
    const matchOf = async (x: string, y: string, venue: string) => {
      await feed.rpc(RPC.matching.like, x, { toUserId: y, venueId: venue });
      const { matchId } = await feed.rpc(RPC.matching.like, y, { toUserId: x, venueId: venue });
      const [event] = await feed.db.query("SELECT payload FROM outbox WHERE type = 'MatchCreated' AND payload->'data'->>'matchId' = $1", [matchId]);
      return event.payload.data;
    };
    const withPoints = await matchOf(a, b, named);
    expect(withPoints).toMatchObject({ venueId: named, meetPoints: ['Snug', 'Roof'], userA: { id: a }, userB: { id: b } });
    expect(matchViewFromCreated(eventCatalog.MatchCreated.schema.parse(withPoints), a)!.venue.meetPoints).toEqual(['Snug', 'Roof']);
    const withoutPoints = await matchOf(c, d, unnamed);
    expect(withoutPoints).toMatchObject({ venueId: unnamed, userA: { id: c }, userB: { id: d } });
    expect(withoutPoints).not.toHaveProperty('meetPoints');
  });

  test('200 pairs liking each other at the same instant give exactly 200 matches and 200 MatchCreated, across two replicas', async () => {
    const venue = randomUUID();
    const people = await feed.people(
      venue,
      Array.from({ length: 400 }, () => ({})),
    );
    const pairs = Array.from({ length: 200 }, (_, i) => [people[2 * i], people[2 * i + 1]] as const);
    // A second replica in the same queue group: about half the pairs have their two likes on different
    // processes, where only the database lock keeps them apart.
    const replica = await bootService(MatchingModule);
    const results = await Promise.all(
      pairs.flatMap(([a, b]) => [feed.rpc(RPC.matching.like, a, { toUserId: b, venueId: venue }), feed.rpc(RPC.matching.like, b, { toUserId: a, venueId: venue })]),
    ).finally(() => replica.close());
    // Every pair: at least one of the two answers reports the match, and both name the same id when they do.
    for (let i = 0; i < pairs.length; i++) {
      const [x, y] = [results[2 * i], results[2 * i + 1]];
      expect(x.matched || y.matched).toBe(true);
      if (x.matched && y.matched) expect(x.matchId).toBe(y.matchId);
    }
    const [{ n }] = await feed.db.query('SELECT count(*)::int AS n FROM matches WHERE user_a_id = ANY($1)', [people]);
    expect(n).toBe(200);
    expect(await outboxCount('MatchCreated', "payload->'data'->>'venueId' = $2", [venue])).toBe(200);
  }, 120_000);
});

describe('matches and meet points', () => {
  async function matchedPair() {
    const venue = randomUUID();
    const [a, b, stranger] = await feed.people(venue, [{ displayName: 'Ann', age: 27 }, { displayName: 'Ben', age: 31 }, {}]);
    await feed.rpc(RPC.matching.like, a, { toUserId: b, venueId: venue });
    const { matchId } = await feed.rpc(RPC.matching.like, b, { toUserId: a, venueId: venue });
    return { venue, a, b, stranger, matchId: matchId as string };
  }

  test("GET matches gives the spec's shape, newest first, only one's own", async () => {
    const { a, b, matchId, stranger, venue } = await matchedPair();
    const list = await feed.rpc(RPC.matching.matches, a);
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual({
      id: matchId,
      createdAt: expect.any(String),
      userA: { id: a, profile: { displayName: 'Ann', photos: [`/photos/${a}.jpg`], age: 27, bio: 'Hello', isVerified: false } },
      userB: { id: b, profile: { displayName: 'Ben', photos: [`/photos/${b}.jpg`], age: 31, bio: 'Hello', isVerified: false } },
      currentUserId: a,
      // The venue names no points: the defaults, each with its key (the web names it in the person's language).
      venue: {
        id: venue,
        name: expect.stringContaining('Venue'),
        meetPoints: [...FALLBACK_MEET_POINTS],
        meetPointKeys: ['mainBar', 'loungeArea', 'entrance', 'danceFloor', 'outdoorArea'],
        phone: null,
      },
      meetPoint: null,
      meetPointKey: null,
      isActive: true,
      conversationId: null,
    });
    expect(await feed.rpc(RPC.matching.matches, stranger)).toEqual([]);
  });

  test("only a participant may read a match or set its meet point (404), and only a venue's point", async () => {
    const { a, b, matchId, stranger } = await matchedPair();
    expect(await feed.status(RPC.matching.getMatch, stranger, { matchId })).toBe(404);
    expect(await feed.status(RPC.matching.setMeetPoint, stranger, { matchId, meetPoint: 'Main Bar' })).toBe(404);
    expect(await feed.status(RPC.matching.setMeetPoint, a, { matchId: randomUUID(), meetPoint: 'Main Bar' })).toBe(404);
    expect(await feed.status(RPC.matching.setMeetPoint, a, { matchId, meetPoint: 'My Flat' })).toBe(400);
    expect(await outboxCount('MeetPointChosen', "payload->'data'->>'matchId' = $2", [matchId])).toBe(0);

    const saved = await feed.rpc(RPC.matching.setMeetPoint, a, { matchId, meetPoint: 'lounge area' });
    expect(saved.meetPoint).toBe('Lounge Area');
    const [event] = await feed.db.query("SELECT payload FROM outbox WHERE type = 'MeetPointChosen' AND payload->'data'->>'matchId' = $1", [matchId]);
    expect(saved.meetPointKey).toBe('loungeArea');
    expect(event.payload.data).toMatchObject({ matchId, userAId: a, userBId: b, meetPoint: 'Lounge Area', meetPointKey: 'loungeArea', chosenBy: a });
    expect(await feed.rpc(RPC.matching.getMatch, b, { matchId })).toMatchObject({ meetPoint: 'Lounge Area', meetPointKey: 'loungeArea' });
  });

  test('no response carries coordinates', async () => {
    const { a, b, matchId, venue } = await matchedPair();
    const bodies = [await feed.rpc(RPC.matching.matches, a), await feed.rpc(RPC.matching.getMatch, b, { matchId }), await feed.rpc(RPC.matching.currentVenue, a), await discover(a, venue)];
    for (const body of bodies) expect(JSON.stringify(body)).not.toMatch(/latitude|longitude|"lat"|"lng"|"lon"/i);
  });

  test('a deleted user disappears from discovery and matches', async () => {
    const { a, b } = await matchedPair();
    await feed.publish('UserDeleted', { userId: b });
    await eventually('erased', async () => (await feed.rpc(RPC.matching.matches, a)).length === 0);
  });
});
