import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

export { NamedSql } from '@converge/platform';

interface KeyedWork {
  begin: string;
  work: (manager: EntityManager) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs transactions one key at a time in this process: work for a key waits for the earlier work for
 * that key, and then runs on the same pooled connection (each item in its own transaction), so a like
 * waiting for the other like of its pair neither holds a connection meanwhile nor queues for the pool
 * a second time. Work for different keys runs concurrently, each key holding one connection at most.
 * `begin` opens the transaction (a simple-protocol string, so it may hold more than one statement).
 */
export class KeyedTransactions {
  private readonly queues = new Map<string, KeyedWork[]>();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(key: string, begin: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const item: KeyedWork = { begin, work, resolve: resolve as (value: unknown) => void, reject };
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
    let broken = false;
    try {
      runner = this.dataSource.createQueryRunner();
      await runner.connect();
      for (let item = queue.shift(); item; item = queue.shift()) {
        try {
          await runner.query(item.begin);
          const result = await item.work(runner.manager);
          await runner.query('COMMIT');
          item.resolve(result);
        } catch (error) {
          item.reject(error);
          try {
            await runner.query('ROLLBACK');
          } catch {
            broken = true; // the connection is unusable: the rest of the queue goes on with another one
            break;
          }
        }
      }
    } catch (error) {
      // No connection: everything waiting for this key fails the way a failed dataSource.transaction would.
      for (const item of queue.splice(0)) item.reject(error);
    } finally {
      // Decide before any await: work queued for this key from now on starts a new drain.
      const more = broken && queue.length > 0;
      if (!more) this.queues.delete(key);
      const released = runner?.release().catch(() => undefined);
      if (more) void this.drain(key, queue);
      await released;
    }
  }
}

/** A string as an SQL literal (the same rules as node-postgres's escapeLiteral). */
export function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('NUL in an SQL literal');
  const body = value.replace(/'/g, "''");
  return value.includes('\\') ? ` E'${body.replace(/\\/g, '\\\\')}'` : `'${body}'`;
}
