// Flush Redis (a private redis-server) while check-ins (2 h), meeting auto-disables (3 min) and
// meeting sharing deadlines (4 h) are pending as delayed jobs: each still happens within a minute
// of its time (the database sweepers apply what the lost jobs would have). Durations are shortened.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { jetstream } from '@nats-io/jetstream';
import { createEnvelope, eventCatalog } from '@converge/contracts';
import { checkedInAtNewVenue, waitFor } from '../lib.mjs';

export const redisFlushEnv = (full) => ({
  CHECKIN_TTL_MS: String(full ? 60_000 : 20_000), // 2 h
  MEETING_AUTO_DISABLE_MS: String(full ? 45_000 : 12_000), // 3 min
  MEETING_MAX_SHARING_MS: String(full ? 90_000 : 25_000), // 4 h
});

export async function redisFlush({ stack, redisUrl, nc, full }) {
  const pairs = full ? 10 : 3;
  const { venueId, people } = await checkedInAtNewVenue(stack, pairs * 2, 'flush');
  const js = jetstream(nc);
  const matchIds = [];
  for (let i = 0; i < pairs; i++) {
    const [a, b] = [people[2 * i], people[2 * i + 1]];
    const matchId = randomUUID();
    matchIds.push(matchId);
    const env = createEnvelope('MeetPointChosen', { matchId, userAId: a.id, userBId: b.id, meetPoint: 'Main Bar', venueId, chosenBy: a.id }, 'chaos');
    await js.publish(`${stack.namespace}.${eventCatalog.MeetPointChosen.subject}`, JSON.stringify(env), { msgID: env.id });
  }
  let sessions = [];
  await waitFor('the meetings', async () => (sessions = await stack.query('safety', 'SELECT id, match_id FROM meeting_sessions WHERE match_id = ANY($1)', [matchIds])).length === pairs);
  // Every other meeting ends now: its sharing switches off after the auto-disable delay (3 min).
  for (const [i, s] of sessions.entries()) {
    if (i % 2) continue;
    const a = people[2 * matchIds.indexOf(s.match_id)];
    const res = await a.post(`/api/meeting-session/${s.id}/end`, {});
    if (res.status >= 300) throw new Error(`ending the meeting answered ${res.status}: ${await res.text()}`);
  }
  const redis = new Redis(redisUrl);
  await redis.flushall();
  redis.disconnect();
  const flushedAt = Date.now();
  const checkins = async () => stack.query('venue', `SELECT extract(epoch FROM ended_at - expires_at) * 1000 AS late FROM check_ins WHERE venue_id = $1`, [venueId]);
  const meetings = async () =>
    stack.query(
      'safety',
      `SELECT extract(epoch FROM sharing_disabled_at - LEAST(COALESCE(auto_disable_time, sharing_deadline), sharing_deadline)) * 1000 AS late FROM meeting_sessions WHERE match_id = ANY($1)`,
      [matchIds],
    );
  const longest = Number(redisFlushEnv(full).MEETING_MAX_SHARING_MS);
  await waitFor('every expiry', async () => (await checkins()).every((r) => r.late !== null) && (await meetings()).every((r) => r.late !== null), longest + 90_000).catch(() => undefined);
  const [c, m] = [await checkins(), await meetings()];
  const lateness = [...c, ...m].filter((r) => r.late !== null).map((r) => Number(r.late));
  const missed = [...c, ...m].filter((r) => r.late === null).length;
  const maxLateMs = Math.round(Math.max(0, ...lateness));
  return {
    pass: missed === 0 && maxLateMs <= 60_000 && c.length === pairs * 2 && m.length === pairs,
    figures: { checkIns: c.length, meetings: m.length, pendingAtFlush: c.length + m.length, missed, maxLateMs, waitedMs: Date.now() - flushedAt },
  };
}
