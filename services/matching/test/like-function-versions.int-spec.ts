import { randomUUID } from 'node:crypto';
import { createEnvelope, eventCatalog, type EventData, type EventType } from '@converge/contracts';
import { matchingUnderTest } from './support.js';
import { CREATE_LIKE_FUNCTION_V4 } from '../src/likes/like-function-sql/v4.js';
import { pairKey } from '../src/likes/likes.rules.js';

// During a rolling deploy the replicas of the previous release keep calling the function they know
// while the new release's migrations have already run: a function a running release calls is
// dropped one release later, and until then it must behave exactly as released.
const feed = matchingUnderTest('likever');

/**
 * An outbox row's six values as EventPublisher.rowFor gives them to a handler (rowFor itself is for
 * handlers only), on this test's namespaced subject, read from a row the feed published.
 */
async function outboxValues<T extends EventType>(type: T, data: EventData<T>) {
  const [{ subject }] = await feed.db.query(`SELECT subject FROM outbox WHERE type = 'ProfileUpdated' LIMIT 1`);
  const prefix = (subject as string).slice(0, -eventCatalog.ProfileUpdated.subject.length);
  const envelope = createEnvelope(type, eventCatalog[type].schema.parse(data), 'matching');
  return [envelope.id, type, prefix + eventCatalog[type].subject, JSON.stringify(envelope), '{}', envelope.occurredAt];
}

/** One like through the named function, called as its release's service calls it. */
async function likeThrough(fn: string, me: string, them: string, venueId: string) {
  const likeId = randomUUID();
  const matchId = randomUUID();
  const createdAt = new Date().toISOString();
  const like = await outboxValues('LikeCreated', { likeId, fromUserId: me, toUserId: them, venueId });
  const match = await outboxValues('MatchCreated', { matchId, userAId: them, userBId: me, venueId: null, venueName: null, createdAt });
  const params = [me, them, venueId, likeId, null, matchId, pairKey(me, them), ...like, ...match, createdAt];
  const [row] = await feed.db.query(`SELECT * FROM ${fn}(${params.map((_, i) => `$${i + 1}`).join(', ')})`, params);
  return row as { like_id: string | null; match_id: string | null; found_match_id: string | null };
}

const installedBody = async (name: string) => (await feed.db.query('SELECT prosrc FROM pg_proc WHERE proname = $1', [name]))[0]?.prosrc;

test('after every migration matching_like_v4 (the previous release calls it) is installed as released, and v1 to v3 are dropped', async () => {
  expect(await installedBody('matching_like_v4')).toBe(CREATE_LIKE_FUNCTION_V4.split('$fn$')[1]);
  // Released migrations dropped v1, v2 and v3 one release after their successors came.
  expect(await installedBody('matching_like_v3')).toBeUndefined();
  expect(await installedBody('matching_like_v2')).toBeUndefined();
  expect(await installedBody('matching_like_v1')).toBeUndefined();
});

test('a mutual like through matching_like_v4 makes exactly one match, with its MatchCreated', async () => {
  const venue = randomUUID();
  const [a, b] = await feed.people(venue, [{}, {}]);
  const first = await likeThrough('matching_like_v4', a, b, venue);
  expect(first.like_id).not.toBeNull();
  expect(first.match_id).toBeNull();
  const second = await likeThrough('matching_like_v4', b, a, venue);
  expect(second.like_id).not.toBeNull();
  expect(second.match_id).not.toBeNull();
  // A repeat like finds the match instead of making another.
  const repeat = await likeThrough('matching_like_v4', a, b, venue);
  expect(repeat).toMatchObject({ like_id: null, match_id: null, found_match_id: second.match_id });
  const matches = await feed.db.query('SELECT id, user_a_id, user_b_id, venue_id FROM matches WHERE $1 IN (user_a_id, user_b_id)', [a]);
  expect(matches).toEqual([{ id: second.match_id, user_a_id: a, user_b_id: b, venue_id: venue }]);
  const [{ n }] = await feed.db.query(`SELECT count(*)::int AS n FROM outbox WHERE type = 'MatchCreated' AND payload->'data'->>'matchId' = $1`, [second.match_id]);
  expect(n).toBe(1);
});
