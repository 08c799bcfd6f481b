import { randomUUID } from 'node:crypto';
import { RPC } from '@converge/contracts';
import { eventually } from '@converge/platform';
import { matchingUnderTest } from './support.js';

const feed = matchingUnderTest('mblk');

const ids = async (userId: string, venueId: string) => (await feed.rpc<Array<{ id: string }>>(RPC.matching.discovery, userId, { venueId })).map((p) => p.id).sort();
const matchIds = async (userId: string) => (await feed.rpc<Array<{ id: string }>>(RPC.matching.matches, userId)).map((m) => m.id);
const blocked = (blockerId: string, blockedId: string) =>
  feed.db.query("SELECT 1 FROM exclusions WHERE user_id = $1 AND other_user_id = $2 AND reason = 'block'", [blockerId, blockedId]).then((r) => r.length > 0);

async function matchedPair() {
  const venue = randomUUID();
  const [a, b, other] = await feed.people(venue, [{}, {}, {}]);
  await feed.rpc(RPC.matching.like, a, { toUserId: b, venueId: venue });
  const { matchId } = await feed.rpc(RPC.matching.like, b, { toUserId: a, venueId: venue });
  return { venue, a, b, other, matchId: matchId as string };
}

test('a block ends the match for both (kept with its reason), hides the pair and refuses every like between them', async () => {
  const { venue, a, b, other, matchId } = await matchedPair();
  expect(await matchIds(a)).toEqual([matchId]);
  await feed.publish('UserBlocked', { blockerId: a, blockedId: b, blockedAt: new Date().toISOString() });
  await eventually('match ended', async () => (await matchIds(a)).length === 0);
  expect(await matchIds(b)).toEqual([]);
  expect(await feed.status(RPC.matching.getMatch, b, { matchId })).toBe(404);
  expect(await feed.status(RPC.matching.setMeetPoint, a, { matchId, meetPoint: 'Main Bar' })).toBe(404);
  const [row] = await feed.db.query('SELECT ended_at, end_reason FROM matches WHERE id = $1', [matchId]);
  expect(row.end_reason).toBe('blocked');
  expect(row.ended_at).not.toBeNull();

  expect(await ids(a, venue)).toEqual([other]);
  expect(await ids(b, venue)).toEqual([other]);

  // The blocker is told why; the blocked person cannot tell a block from someone out of reach.
  const mine = await feed.failure(RPC.matching.like, a, { toUserId: b, venueId: venue });
  expect(mine).toMatchObject({ status: 403, code: 'USER_BLOCKED' });
  expect(mine.message).toMatch(/You blocked this person/);
  const theirs = await feed.failure(RPC.matching.like, b, { toUserId: a, venueId: venue });
  expect(theirs).toMatchObject({ status: 403, code: 'NO_SHARED_CONTEXT' });
  expect(await feed.failure(RPC.matching.like, b, { toUserId: a })).toMatchObject({ status: 403, code: 'NO_SHARED_CONTEXT' });
  expect(await feed.status(RPC.matching.pass, b, { toUserId: a, venueId: venue })).toBe(404);
  const [{ n }] = await feed.db.query('SELECT count(*)::int AS n FROM likes WHERE from_user_id = ANY($1) AND to_user_id = ANY($1)', [[a, b]]);
  expect(n).toBe(0);
});

test('a like a person sent before the block, repeated after it, brings back neither a like nor the match', async () => {
  const venue = randomUUID();
  const [a, b] = await feed.people(venue, [{}, {}]);
  await feed.rpc(RPC.matching.like, a, { toUserId: b, venueId: venue });
  await feed.publish('UserBlocked', { blockerId: b, blockedId: a });
  await eventually('block applied', () => blocked(b, a));
  expect(await feed.failure(RPC.matching.like, a, { toUserId: b, venueId: venue })).toMatchObject({ status: 403, code: 'NO_SHARED_CONTEXT' });
  expect(await feed.failure(RPC.matching.like, b, { toUserId: a, venueId: venue })).toMatchObject({ status: 403, code: 'USER_BLOCKED' });
  const [{ n }] = await feed.db.query('SELECT count(*)::int AS n FROM matches WHERE user_a_id = ANY($1) AND user_b_id = ANY($1)', [[a, b]]);
  expect(n).toBe(0);
});

test('an unblock lifts the block but does not re-match; two new likes make a new match', async () => {
  const { venue, a, b, matchId } = await matchedPair();
  await feed.publish('UserBlocked', { blockerId: a, blockedId: b });
  await eventually('match ended', async () => (await matchIds(a)).length === 0);
  await feed.publish('UserUnblocked', { blockerId: a, blockedId: b });
  await eventually('block lifted', async () => !(await blocked(a, b)));
  expect(await ids(a, venue)).toContain(b);
  expect(await ids(b, venue)).toContain(a);
  expect(await matchIds(a)).toEqual([]);
  expect(await feed.rpc(RPC.matching.like, a, { toUserId: b, venueId: venue })).toEqual({ liked: true, matched: false });
  const again = await feed.rpc(RPC.matching.like, b, { toUserId: a, venueId: venue });
  expect(again.matched).toBe(true);
  expect(again.matchId).not.toBe(matchId);
  expect(await matchIds(a)).toEqual([again.matchId]);
});

test("lifting one block leaves the other person's block standing", async () => {
  const venue = randomUUID();
  const [a, b] = await feed.people(venue, [{}, {}]);
  await feed.publish('UserBlocked', { blockerId: a, blockedId: b });
  await feed.publish('UserBlocked', { blockerId: b, blockedId: a });
  await eventually('both blocks applied', async () => (await blocked(a, b)) && (await blocked(b, a)));
  await feed.publish('UserUnblocked', { blockerId: a, blockedId: b });
  await eventually('a lifted theirs', async () => !(await blocked(a, b)));
  expect(await ids(a, venue)).not.toContain(b);
  expect(await ids(b, venue)).not.toContain(a);
  expect(await feed.status(RPC.matching.like, a, { toUserId: b, venueId: venue })).toBe(403);
});

test('export holds the likes I gave, my passes and my matches with their meet point; deletion erases them', async () => {
  const { venue, a, b, other, matchId } = await matchedPair();
  await feed.rpc(RPC.matching.pass, a, { toUserId: other, venueId: venue });
  await feed.rpc(RPC.matching.setMeetPoint, a, { matchId, meetPoint: 'Main Bar' });
  const data = await feed.rpc(RPC.matching.exportData, a);
  expect(data.likesGiven).toEqual([expect.objectContaining({ toUserId: b, venueId: venue })]);
  expect(data.passes).toEqual([expect.objectContaining({ toUserId: other })]);
  expect(data.matches).toEqual([expect.objectContaining({ id: matchId, otherUserId: b, meetPoint: expect.objectContaining({ name: 'Main Bar', chosenByMe: true }), endedAt: null })]);

  await feed.publish('UserDeleted', { userId: a });
  await eventually('erased', async () => (await feed.db.query('SELECT 1 FROM profile_cards WHERE user_id = $1', [a])).length === 0);
  for (const [table, columns] of [
    ['likes', ['from_user_id', 'to_user_id']],
    ['passes', ['from_user_id', 'to_user_id']],
    ['matches', ['user_a_id', 'user_b_id']],
    ['exclusions', ['user_id', 'other_user_id']],
    ['active_checkins', ['user_id']],
    ['profile_cards', ['user_id']],
  ] as const) {
    const rows = await feed.db.query(`SELECT 1 FROM ${table} WHERE ${columns.map((c) => `${c} = $1`).join(' OR ')}`, [a]);
    expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
  }
  expect(await matchIds(b)).toEqual([]);
});
