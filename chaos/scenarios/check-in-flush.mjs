// "Check on me" with Redis flushed: people have check-ins coming due (their BullMQ jobs at dueAt and
// dueAt + grace live in Redis); Redis is flushed; nobody answers. Every check-in must still escalate
// (the database sweeper behind the jobs), at most 60 s after dueAt + grace, and none twice (one admin
// notification and one alert per trusted contact each). Times are shortened by the env below.
import { Redis } from 'ioredis';
import { newPerson, waitFor } from '../lib.mjs';

export const checkInFlushEnv = () => ({ SAFETY_CHECKIN_MIN_AHEAD_SECONDS: '1', SAFETY_CHECKIN_GRACE_SECONDS: '10' });
const GRACE_S = 10;

export async function checkInFlush({ stack, redisUrl, full }) {
  const count = full ? 20 : 5;
  const ids = [];
  for (let i = 0; i < count; i++) {
    const p = await newPerson(stack.baseUrl, `checkin${i}`);
    const contact = await p.post('/api/safety/contacts', { name: 'Mum', phone: `+1415555${String(1000 + i)}` });
    if (contact.status !== 201) throw new Error(`adding a contact answered ${contact.status}: ${await contact.text()}`);
    // Due 15–25 s from now: still pending when Redis is flushed.
    const res = await p.post('/api/safety/check-ins', { dueAt: new Date(Date.now() + 15_000 + (i % 5) * 2_500).toISOString() });
    if (res.status !== 201) throw new Error(`check-in answered ${res.status}: ${await res.text()}`);
    ids.push((await res.json()).id);
  }
  await waitFor(
    'the timers queued',
    async () => (await stack.query('safety', `SELECT count(*)::int AS n FROM safety_check_ins WHERE id = ANY($1) AND status = 'scheduled'`, [ids]))[0].n === count,
  );
  const redis = new Redis(redisUrl);
  await redis.flushall();
  redis.disconnect();
  const flushedAt = Date.now();
  const rows = () =>
    stack.query('safety', `SELECT id, extract(epoch FROM escalated_at - (due_at + make_interval(secs => $2))) * 1000 AS late FROM safety_check_ins WHERE id = ANY($1)`, [ids, GRACE_S]);
  await waitFor('every escalation', async () => (await rows()).every((r) => r.late !== null), 25_000 + GRACE_S * 1000 + 90_000).catch(() => undefined);
  const escalated = await rows();
  const missed = escalated.filter((r) => r.late === null).length;
  const maxLateMs = Math.round(Math.max(0, ...escalated.filter((r) => r.late !== null).map((r) => Number(r.late))));
  // Give a duplicate a chance to show before counting.
  await new Promise((r) => setTimeout(r, 3000));
  const alerts = await stack.query('safety', `SELECT ref_id, count(*)::int AS n FROM outgoing_messages WHERE ref_id = ANY($1) GROUP BY ref_id`, [ids]);
  const notices = await stack.query('admin', `SELECT source_id, count(*)::int AS n FROM admin_notifications WHERE source_id = ANY($1) GROUP BY source_id`, [ids]);
  const twice = alerts.filter((a) => a.n !== 1).length + notices.filter((n) => n.n !== 1).length;
  return {
    pass: missed === 0 && maxLateMs <= 60_000 && twice === 0 && alerts.length === count && notices.length === count,
    figures: { checkIns: count, missed, maxLateMs, alerted: alerts.length, adminNotices: notices.length, twice, waitedMs: Date.now() - flushedAt },
  };
}
