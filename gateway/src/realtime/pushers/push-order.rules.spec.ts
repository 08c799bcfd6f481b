import { arrive, fill, firstSeen, gapToFill, giveUp, idle, shouldFill, waitAgain, type PushOrderState } from './push-order.rules.js';

/** A conversation this replica first saw at place `seq`, whose earlier messages are none of its business. */
const seenFrom = (seq: number): PushOrderState<string> => firstSeen(seq, `m${seq}`, 0, undefined, 0).state;

const limits = { waitMs: 1000, maxHeld: 3, maxSkipped: 2 };

/** Feeds places in arrival order; what went out, in push order. */
function run(state: PushOrderState<string>, places: number[], now = 0): string[] {
  return places.flatMap((seq) => arrive(state, seq, `m${seq}`, now).push);
}

test('messages that come in order go out at once, one by one', () => {
  const state = seenFrom(1);
  expect(run(state, [2, 3, 4])).toEqual(['m2', 'm3', 'm4']);
  expect(idle(state)).toBe(true);
});

test('a later message that comes first waits, and goes out right after the earlier one arrives', () => {
  const state = seenFrom(1);
  expect(arrive(state, 3, 'm3', 100).push).toEqual([]);
  expect(arrive(state, 4, 'm4', 150).push).toEqual([]);
  expect(idle(state)).toBe(false);
  expect(arrive(state, 2, 'm2', 300).push).toEqual(['m2', 'm3', 'm4']);
  expect(idle(state)).toBe(true);
  expect(state.waitingSince).toBeUndefined();
});

test('a message pushed already is not pushed again (a repeat, or one read from chat before its event came)', () => {
  const state = seenFrom(5);
  expect(run(state, [6])).toEqual(['m6']);
  expect(arrive(state, 6, 'm6', 0)).toEqual({ push: [], repeat: true });
  expect(arrive(state, 5, 'm5', 0)).toEqual({ push: [], repeat: true });
  arrive(state, 8, 'm8', 0);
  expect(arrive(state, 8, 'm8', 0)).toEqual({ push: [], repeat: true });
  expect(run(state, [7])).toEqual(['m7', 'm8']);
});

test('a message from before the first one this replica saw goes out late rather than being dropped', () => {
  const state = seenFrom(10);
  expect(arrive(state, 9, 'm9', 0)).toEqual({ push: ['m9'], repeat: false });
  expect(arrive(state, 8, 'm8', 0)).toEqual({ push: ['m8'], repeat: false });
});

test('the missing places are read once the oldest held message has waited the wait, or at once when too many are held', () => {
  const state = seenFrom(1);
  arrive(state, 3, 'm3', 1000);
  arrive(state, 5, 'm5', 1500);
  expect(shouldFill(state, 1999, limits)).toBe(false);
  expect(shouldFill(state, 2000, limits)).toBe(true);
  expect(gapToFill(state)).toEqual({ afterSeq: 1, upToSeq: 4 });
  const crowded = seenFrom(1);
  [3, 4, 5].forEach((seq) => arrive(crowded, seq, `m${seq}`, 0));
  expect(shouldFill(crowded, 0, limits)).toBe(false);
  arrive(crowded, 6, 'm6', 0);
  expect(shouldFill(crowded, 0, limits)).toBe(true);
  expect(shouldFill(seenFrom(1), 10_000, limits)).toBe(false);
});

test('what chat answers fills the gaps: read and held messages go out by place, a deleted place is passed over', () => {
  const state = seenFrom(1);
  arrive(state, 3, 'm3', 0);
  arrive(state, 6, 'm6', 0);
  // Places 2 and 5 read; 4 is in neither (deleted).
  const out = fill(
    state,
    new Map([
      [2, 'read2'],
      [3, 'read3'],
      [5, 'read5'],
    ]),
    5,
    1000,
  );
  expect(out).toEqual(['read2', 'm3', 'read5', 'm6']);
  expect(state.pushed).toBe(6);
  expect(idle(state)).toBe(true);
  // The events of the read ones come later: not pushed a second time.
  expect(run(state, [2, 5])).toEqual([]);
});

test('an event that arrives while chat is being read goes out then, and is not pushed again by the read', () => {
  const state = seenFrom(1);
  arrive(state, 4, 'm4', 0);
  const gap = gapToFill(state)!;
  expect(gap).toEqual({ afterSeq: 1, upToSeq: 3 });
  expect(run(state, [2])).toEqual(['m2']);
  expect(
    fill(
      state,
      new Map([
        [2, 'read2'],
        [3, 'read3'],
      ]),
      gap.upToSeq,
      1000,
    ),
  ).toEqual(['read3', 'm4']);
});

test('messages held past the filled gap (they came during the read) start a wait of their own', () => {
  const state = seenFrom(1);
  arrive(state, 3, 'm3', 0);
  const gap = gapToFill(state)!;
  arrive(state, 6, 'm6', 500);
  expect(fill(state, new Map([[2, 'read2']]), gap.upToSeq, 1200)).toEqual(['read2', 'm3']);
  expect(state.waitingSince).toBe(1200);
  expect(gapToFill(state)).toEqual({ afterSeq: 3, upToSeq: 5 });
});

test('when chat cannot be read, the held messages go out in order and a missing one still goes out if it comes', () => {
  const state = seenFrom(1);
  arrive(state, 3, 'm3', 0);
  arrive(state, 5, 'm5', 0);
  expect(giveUp(state, limits)).toEqual(['m3', 'm5']);
  expect(idle(state)).toBe(true);
  expect(run(state, [4, 2])).toEqual(['m4', 'm2']);
  // Once, then it is a repeat like any other.
  expect(run(state, [2])).toEqual([]);
});

test('only the latest given-up places are remembered (bounded memory)', () => {
  const state = seenFrom(1);
  arrive(state, 6, 'm6', 0);
  giveUp(state, limits);
  expect([...state.skipped]).toEqual([4, 5]);
  expect(run(state, [2])).toEqual([]);
});

test('the first message seen goes out at once when the one before it was stored before this replica could have seen it', () => {
  const horizon = 10_000;
  expect(firstSeen(1, 'm1', 20_000, undefined, horizon).push).toEqual(['m1']);
  expect(firstSeen(7, 'm7', 20_000, undefined, horizon).push).toEqual(['m7']);
  const known = firstSeen(7, 'm7', 20_000, 9_000, horizon);
  expect(known.push).toEqual(['m7']);
  expect(run(known.state, [6])).toEqual(['m6']);
});

test('the first message seen waits when the one before it was stored after the horizon: its event is still on its way', () => {
  const { state, push } = firstSeen(7, 'm7', 20_000, 15_000, 10_000);
  expect(push).toEqual([]);
  expect(shouldFill(state, 20_999, limits)).toBe(false);
  expect(shouldFill(state, 21_000, limits)).toBe(true);
  expect(gapToFill(state)).toEqual({ afterSeq: 5, upToSeq: 6 });
  expect(run(state, [6])).toEqual(['m6', 'm7']);
  // An even earlier one on its way too goes out when it comes (nothing is known of it).
  expect(run(state, [5])).toEqual(['m5']);
});

test('a failed read of chat makes the held messages wait another full wait before the next read', () => {
  const state = seenFrom(1);
  arrive(state, 3, 'm3', 0);
  expect(shouldFill(state, 1000, limits)).toBe(true);
  waitAgain(state, 1200);
  expect(shouldFill(state, 2199, limits)).toBe(false);
  expect(shouldFill(state, 2200, limits)).toBe(true);
  // Nothing held: nothing to wait for.
  const quiet = seenFrom(1);
  waitAgain(quiet, 5);
  expect(quiet.waitingSince).toBeUndefined();
});
