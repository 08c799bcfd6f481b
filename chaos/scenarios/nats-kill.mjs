// kill -9 NATS (a private nats-server with its own store) during a burst of matches: once it is back,
// every match has exactly one conversation. Publishers retry unacknowledged publishes with the same
// message id, as the outbox relay does.
import { randomUUID } from 'node:crypto';
import { sleep, waitFor } from '../lib.mjs';

export async function natsKill({ stack, nats, publishMatch, full }) {
  const matches = full ? 1000 : 100;
  const matchIds = Array.from({ length: matches }, () => randomUUID());
  const envelopes = new Map(); // the same envelope (id) on every retry
  let killed = false;
  let restartedAt = 0;
  const publishAll = async () => {
    for (let i = 0; i < matches; i++) {
      if (i === Math.floor(matches / 2) && !killed) {
        killed = true;
        await nats.kill9();
        void sleep(1000).then(async () => {
          // the outage: NATS stays down for a second
          await nats.start();
          restartedAt = Date.now();
        });
      }
      for (;;) {
        try {
          await publishMatch({ matchId: matchIds[i], userAId: `nk-a-${i}`, userBId: `nk-b-${i}` }, envelopes);
          break;
        } catch {
          await sleep(200); // the publisher's retry back-off
        }
      }
    }
  };
  const started = Date.now();
  await publishAll();
  let recoveryMs = Infinity;
  try {
    await waitFor(
      'every match to open its conversation',
      async () => (await stack.query('chat', 'SELECT count(*)::int AS n FROM conversations WHERE match_id = ANY($1)', [matchIds]))[0].n === matches,
      full ? 120_000 : 60_000,
    );
    recoveryMs = Date.now() - restartedAt;
  } catch {
    /* reported below */
  }
  const rows = await stack.query('chat', 'SELECT match_id, count(*)::int AS n FROM conversations WHERE match_id = ANY($1) GROUP BY 1', [matchIds]);
  const missing = matches - rows.length;
  const duplicates = rows.filter((r) => r.n > 1).length;
  return {
    pass: missing === 0 && duplicates === 0,
    figures: { matches, conversations: rows.length, missing, duplicates, allOpenedMsAfterNatsBack: recoveryMs, totalMs: Date.now() - started },
  };
}
