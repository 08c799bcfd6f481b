import type { Redis } from 'ioredis';

/** How often a replica takes the list of its sockets that other replicas closed (cap or ban). */
export const SOCKET_EVICT_POLL_MS = 250;

/**
 * Shares the per-person socket limits between gateway replicas through Redis: the event
 * counts of the current second, the socket cap and the abuse ban. Cheap by design: a flood is refused
 * by the replica's own counters without I/O (SocketLimits); an event that passes them costs one
 * pipelined round trip here; a connect one more; and each replica polls its eviction list.
 *
 * Keys (under the namespace prefix): `sb:<user>:<second>` hash of counts per event name ('*' = all),
 * `sb-socks:<user>` sorted set of `<replica>|<socket id>` by connect time, `sb-ban:<user>`, and
 * `sb-evict:<replica>` the sockets other replicas asked this one to close.
 */
export class SharedSocketBudget {
  private timer?: NodeJS.Timeout;
  private polling = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly replicaId: string,
    /** Closes sockets of this replica by id (evicted by the cap or a ban elsewhere). */
    private readonly close: (socketIds: string[]) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.pollEvictions(), SOCKET_EVICT_POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * Counts one event of a person on every replica (one round trip) and says whether it is within the
   * per-event and total budgets of this second. Redis away: 'ok' (the replica's own limits still hold).
   */
  async hit(userId: string, event: string, eventLimit: number, totalLimit: number, now = Date.now()): Promise<boolean> {
    const key = `${this.prefix}sb:${userId}:${Math.floor(now / 1000)}`;
    try {
      const results = (await this.redis.multi().hincrby(key, event, 1).hincrby(key, '*', 1).expire(key, 3).exec()) ?? [];
      const count = Number(results[0]?.[1]);
      const total = Number(results[1]?.[1]);
      return count <= eventLimit && total <= totalLimit;
    } catch (error) {
      this.onError(error);
      return true;
    }
  }

  private async pollEvictions(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const evicted = (await this.redis.spop(`${this.prefix}sb-evict:${this.replicaId}`, 1000)) ?? [];
      if (evicted.length) this.close(evicted);
    } catch (error) {
      this.onError(error);
    } finally {
      this.polling = false;
    }
  }

  /**
   * Registers a new socket of a person; past `cap` sockets across all replicas the oldest close
   * (ours at once: returned; another replica's through its eviction list).
   */
  async connected(userId: string, socketId: string, cap: number): Promise<string[]> {
    const key = `${this.prefix}sb-socks:${userId}`;
    const [, , [, members]] = (await this.redis
      .multi()
      .zadd(key, Date.now(), `${this.replicaId}|${socketId}`)
      .expire(key, 24 * 3600)
      .zrange(key, '0', '-1')
      .exec()) as [unknown, unknown, [null, string[]]];
    const excess = members.slice(0, Math.max(0, members.length - cap));
    if (excess.length === 0) return [];
    return this.evict(key, excess);
  }

  async disconnected(userId: string, socketId: string): Promise<void> {
    await this.redis.zrem(`${this.prefix}sb-socks:${userId}`, `${this.replicaId}|${socketId}`);
  }

  /** Bars a person on every replica for `ms` and closes their sockets everywhere. */
  async banEverywhere(userId: string, ms: number): Promise<void> {
    const key = `${this.prefix}sb-socks:${userId}`;
    await this.redis.set(`${this.prefix}sb-ban:${userId}`, '1', 'PX', Math.max(1, ms));
    await this.evict(key, await this.redis.zrange(key, '0', '-1'));
  }

  /** Milliseconds a person is still barred (decided by any replica), 0 if not. */
  async bannedForMs(userId: string): Promise<number> {
    const ttl = await this.redis.pttl(`${this.prefix}sb-ban:${userId}`);
    return ttl > 0 ? ttl : 0;
  }

  private async evict(key: string, members: string[]): Promise<string[]> {
    if (members.length === 0) return [];
    const ours: string[] = [];
    const multi = this.redis.multi().zrem(key, ...members);
    for (const member of members) {
      const [replica, socketId] = member.split('|') as [string, string];
      if (replica === this.replicaId) ours.push(socketId);
      else multi.sadd(`${this.prefix}sb-evict:${replica}`, socketId).expire(`${this.prefix}sb-evict:${replica}`, 3600);
    }
    await multi.exec();
    return ours;
  }
}
