import { AsyncResource } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

export { NamedSql } from '@converge/platform';

interface KeyedWork {
  work: (manager: EntityManager) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs work one key at a time in this process: work for a key waits for the earlier work for that
 * key, and then runs on the same pooled connection, so a like waiting for the other like of its pair
 * neither holds a connection meanwhile nor queues for the pool a second time. Work for different keys
 * runs concurrently, each key holding one connection at most. Each piece of work is its own statement
 * (and so its own transaction); after a failure the rest of the queue moves to a fresh connection,
 * in case the failure was the connection's.
 */
export class KeyedConnections {
  private readonly queues = new Map<string, KeyedWork[]>();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(key: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // Bound to the caller's async context: queued work runs inside an earlier caller's drain(), and
      // must still see its own request (request id, and the unit of work its events belong to).
      const item: KeyedWork = { work: AsyncResource.bind(work), resolve: resolve as (value: unknown) => void, reject };
      const queued = this.queues.get(key);
      if (queued) {
        queued.push(item);
        return;
      }
      const queue = [item];
      this.queues.set(key, queue);
      void this.drain(key, queue);
    });
  }

  private async drain(key: string, queue: KeyedWork[]): Promise<void> {
    let runner: QueryRunner | undefined;
    let failed = false;
    try {
      runner = this.dataSource.createQueryRunner();
      await runner.connect();
      for (let item = queue.shift(); item; item = queue.shift()) {
        try {
          item.resolve(await item.work(runner.manager));
        } catch (error) {
          item.reject(error);
          failed = true;
          break;
        }
      }
    } catch (error) {
      // No connection: everything waiting for this key fails the way a failed query would.
      for (const item of queue.splice(0)) item.reject(error);
    } finally {
      // Decide before any await: work queued for this key from now on starts a new drain.
      const more = failed && queue.length > 0;
      if (!more) this.queues.delete(key);
      const released = runner?.release().catch(() => undefined);
      if (more) void this.drain(key, queue);
      await released;
    }
  }
}
