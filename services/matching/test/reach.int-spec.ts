import { randomUUID } from 'node:crypto';
import { RPC } from '@converge/contracts';
import { eventually } from '@converge/platform';
import { matchingUnderTest } from './support.js';

/**
 * No reach by id from afar, in the matching service alone (no venue service: nobody is live, so only a shared venue is a
 * shared context here; the live half runs through the gateway in gateway/test/reach.int-spec.ts).
 */
const feed = matchingUnderTest('mreach');

const audience = (subject: string, viewerIds: string[], change?: 'presence' | 'incognito') =>
  feed.rpc<{ viewerIds: string[] }>(RPC.matching.discoveryAudience, subject, { viewerIds, ...(change ? { change } : {}) }).then((r) => r.viewerIds.sort());

/** Re-checks someone in at a venue in professional mode (a new check-in replaces the old one). */
async function networking(userId: string, venueId: string) {
  const checkInId = randomUUID();
  await feed.publish('CheckedIn', { userId, venueId, checkInId, expiresAt: new Date(Date.now() + 7_200_000).toISOString(), mode: 'professional' });
  await eventually('professional check-in', async () => (await feed.db.query("SELECT 1 FROM active_checkins WHERE check_in_id = $1 AND mode = 'professional'", [checkInId])).length === 1);
}

describe('who hears a discovery push about a person (RPC.matching.discoveryAudience)', () => {
  test('presence: everyone but the people blocked either way; an incognito subject only the people they liked', async () => {
    const venue = randomUUID();
    const [subject, plain, blockedBySubject, blockerOfSubject, liked] = await feed.people(venue, [{}, {}, {}, {}, {}]);
    await feed.publish('UserBlocked', { blockerId: subject, blockedId: blockedBySubject });
    await feed.publish('UserBlocked', { blockerId: blockerOfSubject, blockedId: subject });
    await feed.rpc(RPC.matching.like, subject, { toUserId: liked, venueId: venue });
    await eventually('blocks applied', async () => (await feed.db.query('SELECT 1 FROM exclusions WHERE other_user_id = $1', [subject])).length === 2);
    const everyone = [subject, plain, blockedBySubject, blockerOfSubject, liked];

    expect(await audience(subject, everyone)).toEqual([plain, liked].sort());

    await feed.publish('PrivacyChanged', { userId: subject, isIncognito: true });
    await eventually('incognito applied', async () => (await audience(subject, everyone)).length === 1);
    expect(await audience(subject, everyone)).toEqual([liked]);
    // The switch itself matters only to those it hides from (or shows to): not the liked, not the blocked.
    expect(await audience(subject, everyone, 'incognito')).toEqual([plain]);
    expect(await audience(subject, [])).toEqual([]);
    expect(await feed.status(RPC.matching.discoveryAudience, subject, { viewerIds: 'everyone' })).toBe(400);
  });
});

describe('a like needs a shared context', () => {
  test('without a venue: checked in at the same venue in dating mode is one; another mode or another venue is 403 NO_SHARED_CONTEXT', async () => {
    const venue = randomUUID();
    const [me, here, networker] = await feed.people(venue, [{}, {}, {}]);
    const [elsewhere] = await feed.people(randomUUID(), [{}]);
    await networking(networker, venue);

    expect(await feed.rpc(RPC.matching.like, me, { toUserId: here })).toEqual({ liked: true, matched: false });
    const [like] = await feed.db.query('SELECT venue_id FROM likes WHERE from_user_id = $1 AND to_user_id = $2', [me, here]);
    expect(like.venue_id).toBe(venue);

    for (const toUserId of [elsewhere, networker]) {
      const refused = await feed.failure(RPC.matching.like, me, { toUserId });
      expect(refused).toMatchObject({ status: 403, code: 'NO_SHARED_CONTEXT' });
      expect(refused.message).toBe('You can like someone only while you are both at the same venue, or both live within 500 m of each other.');
    }
    // Same venue, other mode, with the venue named: the same answer.
    expect(await feed.failure(RPC.matching.like, me, { toUserId: networker, venueId: venue })).toMatchObject({ status: 403, code: 'NO_SHARED_CONTEXT' });
    const [{ n }] = await feed.db.query('SELECT count(*)::int AS n FROM likes WHERE from_user_id = $1', [me]);
    expect(n).toBe(1);
  });
});

describe('a message request needs a shared context (RPC.matching.reach, asked by chat)', () => {
  test('the same venue in the same mode (either mode) is one; another mode, another venue, a block, or an incognito person who did not like me is not', async () => {
    const venue = randomUUID();
    const [me, here, shy, shyFan, blocker, networkerA, networkerB] = await feed.people(venue, [{}, {}, { isIncognito: true }, { isIncognito: true }, {}, {}, {}]);
    const [elsewhere] = await feed.people(randomUUID(), [{}]);
    await networking(networkerA, venue);
    await networking(networkerB, venue);
    await feed.rpc(RPC.matching.like, shyFan, { toUserId: me, venueId: venue });
    await feed.publish('UserBlocked', { blockerId: blocker, blockedId: me });
    await eventually('block applied', async () => (await feed.db.query('SELECT 1 FROM exclusions WHERE user_id = $1 AND other_user_id = $2', [me, blocker])).length === 1);

    expect(await feed.rpc(RPC.matching.reach, me, { toUserId: here })).toEqual({ reachable: true });
    expect(await feed.rpc(RPC.matching.reach, me, { toUserId: shyFan })).toEqual({ reachable: true });
    expect(await feed.rpc(RPC.matching.reach, networkerA, { toUserId: networkerB })).toEqual({ reachable: true });
    for (const [from, toUserId] of [
      [me, elsewhere],
      [me, networkerA],
      [networkerA, me],
      [me, shy],
      [me, blocker],
      [me, me],
      [me, randomUUID()],
    ] as const) {
      const refused = await feed.failure(RPC.matching.reach, from, { toUserId });
      expect(refused).toMatchObject({ status: 403, code: 'REQUEST_OUT_OF_REACH' });
      expect(refused.message).toBe('You can send a message request only while you are both at the same venue, or both live within 500 m of each other.');
    }
  });
});

test("the pair's match by its id (for the block push): open, or ended by the block; none is null", async () => {
  const venue = randomUUID();
  const [a, b, c] = await feed.people(venue, [{}, {}, {}]);
  await feed.rpc(RPC.matching.like, a, { toUserId: b, venueId: venue });
  const { matchId } = await feed.rpc(RPC.matching.like, b, { toUserId: a, venueId: venue });
  expect(await feed.rpc(RPC.matching.pairMatch, a, { otherUserId: b })).toEqual({ matchId });
  await feed.publish('UserBlocked', { blockerId: a, blockedId: b });
  await eventually('match ended', async () => (await feed.db.query('SELECT 1 FROM matches WHERE id = $1 AND ended_at IS NOT NULL', [matchId])).length === 1);
  expect(await feed.rpc(RPC.matching.pairMatch, a, { otherUserId: b })).toEqual({ matchId });
  expect(await feed.rpc(RPC.matching.pairMatch, a, { otherUserId: c })).toEqual({ matchId: null });
});
