// kill -9 the chat service while messages flow: every acknowledged message is stored exactly once
// (clients retry with the same clientMessageId, as the web does), and sends succeed again ≤ 10 s.
import { performance } from 'node:perf_hooks';
import { openLoop, sleep, waitFor } from '../lib.mjs';

export async function chatKill({ stack, pairs, full }) {
  const rate = full ? 200 : 40;
  const durationMs = full ? 20_000 : 6_000;
  const killAtMs = durationMs / 3;
  const acked = new Map(); // clientMessageId → conversationId
  let killedAt = 0;
  let firstAckAfterKill = 0;
  let chatUpMs = 0;
  const send = async (i) => {
    const pair = pairs[i % pairs.length];
    const clientMessageId = `chaos-${i}`;
    const issuedAt = performance.now();
    const giveUp = issuedAt + 30_000;
    while (performance.now() < giveUp) {
      try {
        const res = await pair.a.post(`/api/conversations/${pair.conversationId}/messages`, { content: `message ${i}`, clientMessageId });
        await res.arrayBuffer();
        if (res.status < 300) {
          acked.set(clientMessageId, pair.conversationId);
          // Recovery: the first message first sent after the kill is acknowledged (a reply already on
          // its way when the process died does not count).
          if (killedAt && issuedAt > killedAt && (!firstAckAfterKill || performance.now() < firstAckAfterKill)) firstAckAfterKill = performance.now();
          return;
        }
      } catch {
        /* the gateway answered nothing: retry */
      }
      await sleep(200); // the client's retry back-off
    }
  };
  const killer = (async () => {
    await sleep(killAtMs); // the kill lands at a set moment of the open-loop load (time is the subject)
    killedAt = performance.now();
    stack.processes.get('chat').kill('SIGKILL');
    await new Promise((resolve) => stack.processes.get('chat').once('exit', resolve));
    stack.restart('chat'); // as a supervisor (k8s, systemd) would
    // When the new process answers /api/health (its own start-up time, part of the recovery).
    await waitFor(
      'chat answers again',
      async () => {
        const health = await fetch(`${stack.baseUrl}/api/health`).catch(() => undefined);
        await health?.arrayBuffer();
        return health?.ok === true;
      },
      120_000,
    );
    chatUpMs = Math.round(performance.now() - killedAt);
  })();
  const sent = await openLoop(rate, durationMs, send).then((all) => all.length);
  await killer;
  const ids = [...new Set(acked.values())];
  const rows = await stack.query('chat', 'SELECT client_message_id AS id, count(*)::int AS n FROM messages WHERE conversation_id = ANY($1) GROUP BY 1', [ids]);
  const stored = new Map(rows.map((r) => [r.id, r.n]));
  const lost = [...acked.keys()].filter((id) => !stored.has(id)).length;
  const duplicates = rows.filter((r) => r.n > 1).length;
  const recoveryMs = firstAckAfterKill ? Math.round(firstAckAfterKill - killedAt) : Infinity;
  return {
    pass: lost === 0 && duplicates === 0 && recoveryMs <= 10_000 && acked.size === sent,
    figures: { rate, sent, acknowledged: acked.size, lost, duplicates, recoveryMs, chatProcessUpMs: chatUpMs },
  };
}
