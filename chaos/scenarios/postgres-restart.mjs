// Restart Postgres (a private cluster, immediate shutdown) while people like each other: every pair
// that liked both ways has exactly one match and one conversation, and every outbox drains.
// Clients retry a failed like (a second like of the same person is answered, not doubled).
import { checkedInAtNewVenue, sleep, waitFor } from '../lib.mjs';

export async function postgresRestart({ stack, pg, full }) {
  const pairs = full ? 40 : 8;
  const { venueId, people } = await checkedInAtNewVenue(stack, pairs * 2, 'pg');
  // Matching knows of the check-ins (they reach it as events) before anyone likes.
  await waitFor(
    'everyone in discovery',
    async () => {
      const seen = await people[0].get(`/api/discovery/profiles?venueId=${venueId}`);
      return Array.isArray(seen) && seen.length >= Math.min(pairs * 2 - 1, 10);
    },
    30_000,
  );
  let retries = 0;
  const like = async (from, to) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        const res = await from.post('/api/likes', { toUserId: to.id, venueId });
        await res.arrayBuffer();
        if (res.status < 300 || res.status === 409) return;
      } catch {
        /* no answer */
      }
      retries++;
      await sleep(250); // the client's retry back-off
    }
    throw new Error('a like never went through');
  };
  const likes = [];
  let restarting;
  for (let i = 0; i < pairs; i++) {
    const [a, b] = [people[2 * i], people[2 * i + 1]];
    likes.push(like(a, b).then(() => like(b, a)));
    await sleep(full ? 100 : 200); // pacing: pairs start one after another, under load through the restart
    if (i === Math.floor(pairs / 3)) restarting = pg.restart(full ? 5000 : 2000); // under load: most pairs still to come
  }
  await restarting;
  const restartedAt = Date.now();
  await Promise.all(likes);
  const ids = people.map((p) => p.id);
  const matchesOf = () =>
    stack.query('matching', 'SELECT LEAST(user_a_id, user_b_id) AS x, GREATEST(user_a_id, user_b_id) AS y, count(*)::int AS n FROM matches WHERE user_a_id = ANY($1) GROUP BY 1, 2', [ids]);
  const conversationsOf = () => stack.query('chat', 'SELECT count(*)::int AS n FROM conversations WHERE user1_id = ANY($1)', [ids]);
  const unsent = async () => {
    let total = 0;
    for (const service of ['identity', 'venue', 'matching', 'chat', 'safety']) total += (await stack.query(service, 'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL'))[0].n;
    return total;
  };
  const drainedMs = await waitFor(
    'matches, conversations and drained outboxes',
    async () => (await matchesOf()).length === pairs && (await conversationsOf())[0].n === pairs && (await unsent()) === 0,
    60_000,
  )
    .then(() => Date.now() - restartedAt)
    .catch(() => Infinity);
  const matches = await matchesOf();
  const duplicates = matches.filter((m) => m.n > 1).length;
  const missed = pairs - matches.length;
  const [{ n: conversations }] = await conversationsOf();
  const outboxLeft = await unsent();
  return {
    pass: duplicates === 0 && missed === 0 && conversations === pairs && outboxLeft === 0,
    figures: { pairs, matches: matches.length, duplicates, missed, conversations, outboxLeft, clientRetries: retries, settledMsAfterRestart: drainedMs },
  };
}
