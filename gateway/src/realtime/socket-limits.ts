/**
 * Limits on what one person's sockets may send. Counted per person, not
 * per socket, so opening more tabs or sockets buys nothing. Counted twice: here in memory on this
 * replica (a flood is refused without any I/O), and for the events that pass, across replicas in
 * Redis (SharedSocketBudget: one round trip per accepted event), so two gateways share one budget.
 *
 * - every client event counts against a per-person budget per second, and each event name against its
 *   own (typing counts both states); a refused event is dropped and its ack answers 429;
 * - a person whose refused events pile up (SOCKET_ABUSE_DROPS in 10 s) is disconnected everywhere on
 *   this replica and cannot reconnect for SOCKET_ABUSE_BAN_MS;
 * - at most SOCKETS_PER_PERSON_MAX sockets per person: a new one closes the oldest.
 */
export interface SocketLimitSettings {
  eventsPerSecond: number;
  socketsPerPerson: number;
  abuseDrops: number;
  abuseBanMs: number;
}

/** Per event name and second, per person; names not listed get `default`. */
export const SOCKET_EVENT_LIMITS: Record<string, number> = {
  typing: 20,
  'conversation:join': 5,
  'conversation:leave': 10,
  'meeting:position': 2,
  'share:position': 2,
  default: 10,
};

const ABUSE_WINDOW_MS = 10_000;

interface PersonWindow {
  second: number;
  total: number;
  perEvent: Map<string, number>;
  dropsWindowStart: number;
  drops: number;
}

export type LimitVerdict = 'ok' | 'refused' | 'abuse';

export class SocketLimits {
  private readonly windows = new Map<string, PersonWindow>();
  private readonly bannedUntil = new Map<string, number>();

  constructor(
    readonly settings: SocketLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one inbound event of a person; 'abuse' once refused events passed the threshold. */
  hit(userId: string, event: string): LimitVerdict {
    const now = this.now();
    const second = Math.floor(now / 1000);
    let window = this.windows.get(userId);
    if (!window) {
      window = { second, total: 0, perEvent: new Map(), dropsWindowStart: now, drops: 0 };
      this.windows.set(userId, window);
    }
    if (window.second !== second) {
      window.second = second;
      window.total = 0;
      window.perEvent.clear();
    }
    const name = Object.hasOwn(SOCKET_EVENT_LIMITS, event) ? event : 'default';
    const count = (window.perEvent.get(name) ?? 0) + 1;
    window.perEvent.set(name, count);
    window.total += 1;
    if (count <= SOCKET_EVENT_LIMITS[name]! && window.total <= this.settings.eventsPerSecond) return 'ok';
    return this.drop(userId);
  }

  /** Counts one refused event of a person (refused here or by the shared budget); 'abuse' past the threshold. */
  drop(userId: string): Exclude<LimitVerdict, 'ok'> {
    const now = this.now();
    let window = this.windows.get(userId);
    if (!window) {
      // Stryker disable next-line ArithmeticOperator: the record has no counts yet, so a wrong second only makes the next hit() reset counts that are zero.
      window = { second: Math.floor(now / 1000), total: 0, perEvent: new Map(), dropsWindowStart: now, drops: 0 };
      this.windows.set(userId, window);
    }
    if (now - window.dropsWindowStart > ABUSE_WINDOW_MS) {
      window.dropsWindowStart = now;
      window.drops = 0;
    }
    window.drops += 1;
    if (window.drops < this.settings.abuseDrops) return 'refused';
    this.bannedUntil.set(userId, now + this.settings.abuseBanMs);
    this.windows.delete(userId);
    return 'abuse';
  }

  /** Bars a person from reconnecting here until `until` (a ban decided by another replica). */
  ban(userId: string, until: number): void {
    this.bannedUntil.set(userId, Math.max(until, this.bannedUntil.get(userId) ?? 0));
    this.windows.delete(userId);
  }

  /** True while a person disconnected for abuse may not reconnect. */
  banned(userId: string): boolean {
    const until = this.bannedUntil.get(userId);
    // Stryker disable next-line ConditionalExpression: without a ban, undefined > now is false and the lines below answer false too.
    if (until === undefined) return false;
    if (until > this.now()) return true;
    // Stryker disable next-line CallExpression: an expired ban answers false whether or not it is kept, and ban() takes the later of the two; deleting it only frees memory.
    this.bannedUntil.delete(userId);
    return false;
  }

  /** Forget a person's counters once their last socket is gone. */
  forget(userId: string): void {
    this.windows.delete(userId);
  }
}

/** Drops a person's entry from a per-person map once their last socket on this replica is gone. */
export function forgetWhenGone(sockets: { io?: { sockets: { adapter: { rooms: Map<string, Set<string>> } } } }, userId: string, map: Map<string, unknown>): void {
  if ((sockets.io?.sockets.adapter.rooms.get(`user:${userId}`)?.size ?? 0) === 0) map.delete(userId);
}
