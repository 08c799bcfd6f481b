import type { Msg } from '@nats-io/transport-node';
import { ReplyBatch } from './reply-batch.js';

/** A message whose respond writes into `log` (or throws, for a closed connection). */
const messageInto = (log: string[], fails = false) =>
  ({
    respond: (body: string) => {
      if (fails) throw new Error('connection closed');
      log.push(body);
      return true;
    },
  }) as unknown as Msg;

test('replies finished in one turn of the event loop leave together at its end, after the events committed in it', async () => {
  const log: string[] = [];
  const batch = new ReplyBatch(() => log.push('events'));
  const sent = [batch.send(messageInto(log), 'a'), batch.send(messageInto(log), 'b')];
  // Nothing is written while the turn goes on: a third reply of the same turn still joins them.
  await Promise.resolve();
  expect(log).toEqual([]);
  sent.push(batch.send(messageInto(log), 'c'));
  await Promise.all(sent);
  expect(log).toEqual(['events', 'a', 'b', 'c']);
  // A later turn is a batch of its own, with its own events first.
  await batch.send(messageInto(log), 'd');
  expect(log).toEqual(['events', 'a', 'b', 'c', 'events', 'd']);
});

test('a reply the connection refuses fails alone: the others of its turn still go out', async () => {
  const log: string[] = [];
  const batch = new ReplyBatch();
  const results = await Promise.allSettled([batch.send(messageInto(log), 'a'), batch.send(messageInto(log, true), 'b'), batch.send(messageInto(log), 'c')]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(log).toEqual(['a', 'c']);
});
