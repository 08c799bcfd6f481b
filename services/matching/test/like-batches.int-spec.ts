import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { RPC, type LikeResult } from '@converge/contracts';
import { bootService, EventPublisher, runUnitOfWork, statusOf } from '@converge/platform';
import { MatchingModule } from '../src/matching.module.js';
import { LikesRepository, type LikeCall } from '../src/likes/likes.repository.js';
import { LikesHandlers } from '../src/likes/likes.handlers.js';
import { LIKE_BATCH_FUNCTION, LIKE_BATCH_FUNCTION_BODY } from '../src/likes/like-batch-function.js';
import { matchingUnderTest } from './support.js';

/**
 * The likes of one turn of the event loop go to Postgres in one call (LikeBatches): these tests watch
 * the batches each process writes (a spy that calls through to the real statement) and check that
 * batching keeps every guarantee of a like made alone.
 */
const feed = matchingUnderTest('likebatch');

/** Records the likes of every batch call `app` makes, as [from, to] pairs. */
function watchBatches(app: INestApplicationContext) {
  const batches: Array<Array<[string, string]>> = [];
  const repository = app.get(LikesRepository);
  const write = repository.likeBatch.bind(repository);
  const spy = jest.spyOn(repository, 'likeBatch').mockImplementation((calls: readonly LikeCall[]) => {
    batches.push(calls.map((c) => [c.me, c.toUserId]));
    return write(calls);
  });
  return { batches, stop: () => spy.mockRestore() };
}

/** A like made straight on one process's handler (as its RPC server would), so the test decides which replica writes it. */
const likeOn = (app: INestApplicationContext, from: string, to: string, venueId: string): Promise<LikeResult> => {
  let result: LikeResult | undefined;
  return runUnitOfWork(randomUUID(), async () => {
    result = await app.get(LikesHandlers).like({ actor: { userId: from, roles: [] }, toUserId: to, venueId });
  }).then(() => result!);
};

const matchesOf = async (people: string[]) =>
  (
    await feed.db.query(
      `SELECT LEAST(user_a_id, user_b_id) || '|' || GREATEST(user_a_id, user_b_id) AS pair, count(*)::int AS n FROM matches
       WHERE user_a_id = ANY($1) GROUP BY 1`,
      [people],
    )
  ).map((r: { pair: string; n: number }) => r);

const matchCreatedFor = async (venueId: string) =>
  Number((await feed.db.query("SELECT count(*)::int AS n FROM outbox WHERE type = 'MatchCreated' AND payload->'data'->>'venueId' = $1", [venueId]))[0].n);

test('the installed batch like function is the one the code describes, and the single-like function stays installed', async () => {
  const [installed] = await feed.db.query('SELECT prosrc FROM pg_proc WHERE proname = $1', [LIKE_BATCH_FUNCTION]);
  expect(installed?.prosrc).toBe(LIKE_BATCH_FUNCTION_BODY);
  // A replica of the previous release still calls it during a rolling deploy.
  expect(await feed.db.query('SELECT 1 FROM pg_proc WHERE proname = $1', ['matching_like_v4'])).toHaveLength(1);
});

test('likes sent together are written in one batch; both likes of a pair in it make exactly one match, and a repeat in it changes nothing', async () => {
  const venue = randomUUID();
  const people = await feed.people(
    venue,
    Array.from({ length: 40 }, () => ({})),
  );
  const pairs = Array.from({ length: 20 }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);
  const watched = watchBatches(feed.app);
  const sent = pairs.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]);
  // The first pair's first like, a second time in the same batch: idempotent there too.
  sent.push([pairs[0]![0], pairs[0]![1]]);
  const results = await Promise.all(sent.map(([from, to]) => feed.rpc<LikeResult>(RPC.matching.like, from, { toUserId: to, venueId: venue }))).finally(watched.stop);

  // Batched: fewer calls than likes, and some call held both likes of a pair.
  expect(watched.batches.length).toBeLessThan(sent.length);
  const together = pairs.filter(([a, b]) => watched.batches.some((batch) => batch.some(([f, t]) => f === a && t === b) && batch.some(([f, t]) => f === b && t === a)));
  expect(together.length).toBeGreaterThan(0);

  for (let i = 0; i < pairs.length; i++) {
    const [first, second] = [results[2 * i]!, results[2 * i + 1]!];
    expect(first.matched || second.matched).toBe(true);
    if (first.matched && second.matched) expect(first.matchId).toBe(second.matchId);
  }
  const matches = await matchesOf(people);
  expect(matches).toHaveLength(pairs.length);
  expect(matches.every((m: { n: number }) => m.n === 1)).toBe(true);
  expect(await matchCreatedFor(venue)).toBe(pairs.length);
  const [{ n: likes }] = await feed.db.query('SELECT count(*)::int AS n FROM likes WHERE from_user_id = ANY($1)', [people]);
  expect(likes).toBe(pairs.length * 2);
  const [{ n: likeEvents }] = await feed.db.query("SELECT count(*)::int AS n FROM outbox WHERE type = 'LikeCreated' AND payload->'data'->>'venueId' = $1", [venue]);
  expect(likeEvents).toBe(pairs.length * 2);
});

test('the two likes of each pair written in batches on two replicas at the same instant, in opposite orders: exactly one match per pair, every time', async () => {
  const replica = await bootService(MatchingModule);
  const watchedHere = watchBatches(feed.app);
  const watchedThere = watchBatches(replica);
  try {
    for (let round = 0; round < 25; round++) {
      const venue = randomUUID();
      const people = await feed.people(
        venue,
        Array.from({ length: 24 }, () => ({})),
      );
      const pairs = Array.from({ length: 12 }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);
      // One side of every pair on each process, the pairs in opposite orders: a batch that took its
      // pairs' locks in the order given would wait for the other batch in a cycle.
      const here = pairs.map(([a, b]) => likeOn(feed.app, a, b, venue));
      const there = [...pairs].reverse().map(([a, b]) => likeOn(replica, b, a, venue));
      const results = await Promise.all([Promise.all(here), Promise.all(there).then((r) => r.reverse())]);
      for (let i = 0; i < pairs.length; i++) {
        const [x, y] = [results[0][i]!, results[1][i]!];
        expect(x.matched || y.matched).toBe(true);
        if (x.matched && y.matched) expect(x.matchId).toBe(y.matchId);
      }
      const matches = await matchesOf(people);
      expect({ round, matches: matches.length, duplicates: matches.filter((m: { n: number }) => m.n !== 1).length }).toEqual({ round, matches: pairs.length, duplicates: 0 });
      expect(await matchCreatedFor(venue)).toBe(pairs.length);
    }
    // They did race as batches: each process wrote more than one like per call, and never fell back to
    // likes one at a time (what a deadlock between the two batches would have caused).
    for (const { batches } of [watchedHere, watchedThere]) {
      expect(batches.some((batch) => batch.length > 1)).toBe(true);
      expect(batches.filter((batch) => batch.length === 1)).toEqual([]);
    }
  } finally {
    watchedHere.stop();
    watchedThere.stop();
    await replica.close();
  }
}, 180_000);

test('a like that fails in the database fails alone: the others of its batch are written and answered', async () => {
  const venue = randomUUID();
  const [me, poisoned, ...others] = await feed.people(
    venue,
    Array.from({ length: 8 }, () => ({})),
  );
  const [elsewhere] = await feed.people(randomUUID(), [{}]);
  // A failure no rule foresees, for likes of one person only (a trigger in this test's own database).
  await feed.db.query(`CREATE FUNCTION refuse_like_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.to_user_id = '${poisoned}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
  await feed.db.query('CREATE TRIGGER refuse_like_for_test BEFORE INSERT ON likes FOR EACH ROW EXECUTE FUNCTION refuse_like_for_test()');
  const watched = watchBatches(feed.app);
  try {
    const [bad, refused, ...good] = await Promise.all([
      statusOf(feed.rpc(RPC.matching.like, me, { toUserId: poisoned, venueId: venue })),
      // Refused by a rule (not at this venue): its own 403, as when alone.
      statusOf(feed.rpc(RPC.matching.like, me, { toUserId: elsewhere, venueId: venue })),
      ...others.map((other) => feed.rpc(RPC.matching.like, me, { toUserId: other, venueId: venue })),
    ]);
    expect(bad).toBe(500);
    expect(refused).toBe(403);
    expect(good).toEqual(others.map(() => ({ liked: true, matched: false })));
    // The failed like was in a batch with others (so the batch as a whole failed first).
    expect(watched.batches.some((batch) => batch.length > 1 && batch.some(([, to]) => to === poisoned))).toBe(true);
  } finally {
    watched.stop();
    await feed.db.query('DROP TRIGGER refuse_like_for_test ON likes');
    await feed.db.query('DROP FUNCTION refuse_like_for_test()');
  }
  const liked = await feed.db.query('SELECT to_user_id FROM likes WHERE from_user_id = $1', [me]);
  expect(liked.map((r: { to_user_id: string }) => r.to_user_id).sort()).toEqual([...others].sort());
  const [{ n }] = await feed.db.query("SELECT count(*)::int AS n FROM outbox WHERE type = 'LikeCreated' AND payload->'data'->>'fromUserId' = $1", [me]);
  expect(n).toBe(others.length);
});

test('a like through the single-like function (a replica of the previous release) and its reverse through a batch make one match', async () => {
  const venue = randomUUID();
  const people = await feed.people(
    venue,
    Array.from({ length: 20 }, () => ({})),
  );
  const pairs = Array.from({ length: 10 }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);
  // The previous release's call, as its handler made it (its events built by the same publisher).
  const single = (a: string, b: string) =>
    runUnitOfWork(randomUUID(), async () => {
      const [likeId, matchId, createdAt] = [randomUUID(), randomUUID(), new Date().toISOString()];
      const events = feed.app.get(EventPublisher);
      const likeEvent = events.rowFor('LikeCreated', { likeId, fromUserId: a, toUserId: b, venueId: venue });
      const matchEvent = events.rowFor('MatchCreated', { matchId, userAId: b, userBId: a, venueId: null, venueName: null, createdAt });
      const pair = a < b ? `${a}|${b}` : `${b}|${a}`;
      await feed.db.query(`SELECT * FROM matching_like_v4(${Array.from({ length: 20 }, (_, i) => `$${i + 1}`).join(', ')})`, [
        a,
        b,
        venue,
        likeId,
        null,
        matchId,
        pair,
        ...likeEvent.values,
        ...matchEvent.values,
        createdAt,
      ]);
    });
  await Promise.all(pairs.flatMap(([a, b]) => [single(a, b), feed.rpc(RPC.matching.like, b, { toUserId: a, venueId: venue })]));
  const matches = await matchesOf(people);
  expect(matches).toHaveLength(pairs.length);
  expect(matches.every((m: { n: number }) => m.n === 1)).toBe(true);
  expect(await matchCreatedFor(venue)).toBe(pairs.length);
});
