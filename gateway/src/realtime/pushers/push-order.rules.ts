/**
 * The order in which this gateway pushes one conversation's messages: by their place in the
 * conversation (`seq`: 1, 2, 3…, given by the chat service as it stores them, committed in that
 * order). Two chat replicas publish their own messages, through different NATS servers at times, so a
 * later message can reach this gateway first; it then waits until the ones before it arrive, at most
 * PUSH_ORDER_WAIT_MS, after which the missing ones are read from the chat service (`fill`).
 *
 * Pure: no timers, no I/O. The state of one conversation is changed in place and each step says what
 * to push now, in order.
 */

export interface PushOrderState<T> {
  /** Every place up to this one has been pushed (or read and found gone: a deleted message). */
  pushed: number;
  /**
   * The first place this gateway saw of the conversation. Places before it were never pushed by this
   * replica as far as it knows (it started, or forgot an idle conversation), so one that comes late
   * is pushed late rather than dropped as a repeat.
   */
  floor: number;
  /** Messages that came before an earlier one, by place. */
  held: Map<number, T>;
  /** Since when (ms) the oldest held message has waited; undefined while nothing is held. */
  waitingSince?: number;
  /** Places given up on (the chat service could not be read): if they come after all, they are pushed late. */
  skipped: Set<number>;
}

export interface PushOrderLimits {
  /** How long (ms) a message waits for the ones before it before they are read from the chat service. */
  waitMs: number;
  /** More held messages than this in one conversation: read the missing ones at once. */
  maxHeld: number;
  /** How many given-up places one conversation remembers. */
  maxSkipped: number;
}

export interface Arrival<T> {
  /** To push now, in this order. */
  push: T[];
  /** The message was already pushed (a repeat, or read from the chat service before it came). */
  repeat: boolean;
}

/**
 * The first message this replica sees of a conversation (since it started, or since it forgot the
 * conversation). `horizon` is the latest moment this replica may have forgotten an event at (its
 * start, or the last activity of a conversation it forgot), `previousMessageAt` the earliest moment
 * the previous message's event can have arrived (when that message was stored). Previous stored after
 * the horizon: had its event come, the conversation would be remembered, so it is still on its way and
 * this one waits for it like any held message. Otherwise nothing is known of earlier ones (a client
 * that connected since re-read them) and it goes out at once.
 */
export function firstSeen<T>(seq: number, item: T, now: number, previousMessageAt: number | undefined, horizon: number): { state: PushOrderState<T>; push: T[] } {
  if (seq > 1 && previousMessageAt !== undefined && previousMessageAt > horizon) {
    const state: PushOrderState<T> = { pushed: seq - 2, floor: seq - 1, held: new Map([[seq, item]]), waitingSince: now, skipped: new Set() };
    return { state, push: [] };
  }
  return { state: { pushed: seq, floor: seq, held: new Map(), skipped: new Set() }, push: [item] };
}

/**
 * A message at place `seq` arrived: the next place goes out (with the held ones it unblocks), a later
 * one is held, an earlier one already went out, unless this replica never had it (before its floor,
 * or given up on), in which case it goes out late: never dropped.
 */
export function arrive<T>(state: PushOrderState<T>, seq: number, item: T, now: number): Arrival<T> {
  if (seq <= state.pushed) {
    // A second copy of the same event is dropped before this (EventFanout remembers event ids).
    if (seq < state.floor || state.skipped.delete(seq)) return { push: [item], repeat: false };
    return { push: [], repeat: true };
  }
  if (seq > state.pushed + 1) {
    if (state.held.has(seq)) return { push: [], repeat: true };
    state.held.set(seq, item);
    state.waitingSince ??= now;
    return { push: [], repeat: false };
  }
  state.pushed = seq;
  return { push: [item, ...drainHeld(state)], repeat: false };
}

/** Whether the missing places should be read from the chat service now: waited long enough, or too much held. */
export function shouldFill(state: PushOrderState<unknown>, now: number, limits: PushOrderLimits): boolean {
  if (state.held.size === 0 || state.waitingSince === undefined) return false;
  return now - state.waitingSince >= limits.waitMs || state.held.size > limits.maxHeld;
}

/** The places to read: after the last pushed one, up to the one before the latest held (inclusive). */
export function gapToFill(state: PushOrderState<unknown>): { afterSeq: number; upToSeq: number } | undefined {
  if (state.held.size === 0) return undefined;
  const upToSeq = Math.max(...state.held.keys()) - 1;
  return upToSeq > state.pushed ? { afterSeq: state.pushed, upToSeq } : undefined;
}

/**
 * The chat service answered with the messages at places up to `upToSeq` (by place). Every place up to
 * there is committed (a later message is, and places commit in order), so one that is in neither the
 * answer nor the held messages was deleted: it is passed over. Places pushed meanwhile (their event
 * came during the read) are not pushed again; held messages are preferred to read ones (the same
 * message, as its event carried it).
 */
export function fill<T>(state: PushOrderState<T>, read: ReadonlyMap<number, T>, upToSeq: number, now: number): T[] {
  const push: T[] = [];
  for (let seq = state.pushed + 1; seq <= upToSeq; seq++) {
    const item = state.held.get(seq) ?? read.get(seq);
    state.held.delete(seq);
    if (item !== undefined) push.push(item);
  }
  state.pushed = Math.max(state.pushed, upToSeq);
  // Messages held beyond the next gap (they came during the read) start their own wait now.
  if (state.held.size > 0) state.waitingSince = now;
  return [...push, ...drainHeld(state)];
}

/** The chat service could not be read, and will be asked again: the held messages wait another full wait. */
export function waitAgain(state: PushOrderState<unknown>, now: number): void {
  if (state.held.size > 0) state.waitingSince = now;
}

/**
 * The chat service could not be read (several times): the held messages go out in their order rather than wait
 * longer, and the places missing between them are remembered, so that if their events come after
 * all they are pushed (late) instead of being taken for repeats.
 */
export function giveUp<T>(state: PushOrderState<T>, limits: PushOrderLimits): T[] {
  const push: T[] = [];
  const last = Math.max(state.pushed, ...state.held.keys());
  for (let seq = state.pushed + 1; seq <= last; seq++) {
    const item = state.held.get(seq);
    if (item !== undefined) push.push(item);
    else {
      state.skipped.add(seq);
      if (state.skipped.size > limits.maxSkipped) state.skipped.delete(state.skipped.values().next().value!);
    }
  }
  state.held.clear();
  state.waitingSince = undefined;
  state.pushed = last;
  return push;
}

/** Whether a conversation's state can be forgotten (to bound memory): nothing held. */
export function idle(state: PushOrderState<unknown>): boolean {
  return state.held.size === 0;
}

/** The held messages that now follow the last pushed one without a gap. */
function drainHeld<T>(state: PushOrderState<T>): T[] {
  const push: T[] = [];
  for (let next = state.held.get(state.pushed + 1); next !== undefined; next = state.held.get(state.pushed + 1)) {
    state.held.delete(state.pushed + 1);
    state.pushed += 1;
    push.push(next);
  }
  // Held messages past the next gap keep their wait: they have waited at least that long.
  if (state.held.size === 0) state.waitingSince = undefined;
  return push;
}
