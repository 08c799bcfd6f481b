// Deliver every event twice: each event published on the bus is published once more (a relay retry,
// two relays racing, a redelivery). State must be identical and nobody notified twice.
import { randomUUID } from 'node:crypto';
import { staysTrue } from '@converge/platform';
import { openSocket, waitFor } from '../lib.mjs';

export async function duplicateEvents({ stack, nc, pairs, publishMatch, full }) {
  const messagesPerPair = full ? 50 : 10;
  const matches = full ? 100 : 20;
  // The doubler: every event seen on the bus is published again (core publish: the stream stores it
  // too, so durable consumers get it twice as well as every gateway).
  const prefix = `${stack.namespace}.evt.`;
  const seen = new Set();
  let doubled = 0;
  const sub = nc.subscribe(`${prefix}>`, {
    callback: (error, message) => {
      if (error) return;
      const key = `${message.subject}|${message.data.length}|${Buffer.from(message.data).toString('base64').slice(0, 200)}`;
      if (seen.has(key)) return;
      seen.add(key);
      doubled++;
      nc.publish(message.subject, message.data);
    },
  });
  await nc.flush();
  try {
    // Notifications: every recipient's socket counts `message:new` per message id.
    const received = new Map();
    const sockets = await Promise.all(pairs.map((p) => openSocket(stack.baseUrl, p.b.cookie)));
    sockets.forEach((s) => s.on('message:new', (m) => received.set(m.id, (received.get(m.id) ?? 0) + 1)));
    let sent = 0;
    for (let i = 0; i < messagesPerPair; i++) {
      await Promise.all(
        pairs.map(async (p) => {
          const res = await p.a.post(`/api/conversations/${p.conversationId}/messages`, { content: `twice ${i}`, clientMessageId: `dup-${i}` });
          if (res.status < 300) sent++;
          await res.arrayBuffer();
        }),
      );
    }
    const matchIds = [];
    for (let i = 0; i < matches; i++) {
      const matchId = randomUUID();
      matchIds.push(matchId);
      await publishMatch({ matchId, userAId: `dup-a-${i}`, userBId: `dup-b-${i}` });
    }
    await waitFor(
      'every match to open its conversation',
      async () => (await stack.query('chat', 'SELECT count(*)::int AS n FROM conversations WHERE match_id = ANY($1)', [matchIds]))[0].n === matches,
      30_000,
    );
    await waitFor('every message pushed', async () => received.size >= sent, 15_000).catch(() => undefined);
    // A second copy would arrive within this: nobody is notified twice meanwhile.
    await staysTrue('no message notified twice', () => [...received.values()].every((n) => n === 1), { forMs: 1500 }).catch(() => undefined);
    sockets.forEach((s) => s.disconnect());
    const ids = pairs.map((p) => p.conversationId);
    const [{ n: storedMessages }] = await stack.query('chat', `SELECT count(*)::int AS n FROM messages WHERE conversation_id = ANY($1) AND client_message_id LIKE 'dup-%'`, [ids]);
    const [{ n: conversations }] = await stack.query('chat', 'SELECT count(*)::int AS n FROM conversations WHERE match_id = ANY($1)', [matchIds]);
    // Unread counts: the recipient read nothing, so each equals the messages the sender stored.
    const convs = await stack.query('chat', 'SELECT id, user1_id, user1_unread_count, user2_unread_count FROM conversations WHERE id = ANY($1)', [ids]);
    const bySender = await stack.query('chat', 'SELECT conversation_id AS id, sender_id, count(*)::int AS n FROM messages WHERE conversation_id = ANY($1) GROUP BY 1, 2', [ids]);
    const doubleNotified = [...received.values()].filter((n) => n > 1).length;
    const missedNotifications = sent - received.size;
    const wrongUnread = pairs.filter((p) => {
      const c = convs.find((r) => r.id === p.conversationId);
      const unread = c.user1_id === p.b.id ? c.user1_unread_count : c.user2_unread_count;
      return unread !== (bySender.find((r) => r.id === p.conversationId && r.sender_id === p.a.id)?.n ?? 0);
    }).length;
    return {
      pass: storedMessages === sent && conversations === matches && doubleNotified === 0 && missedNotifications === 0 && wrongUnread === 0 && doubled > 0,
      figures: { eventsDoubled: doubled, messages: sent, storedMessages, matches, conversations, doubleNotified, missedNotifications, wrongUnreadCounts: wrongUnread },
    };
  } finally {
    sub.unsubscribe();
  }
}
