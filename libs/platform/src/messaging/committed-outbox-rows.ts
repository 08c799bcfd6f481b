import { EventSubscriber, type EntityManager, type EntitySubscriberInterface, type QueryRunner, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';
import { requestContext, type CommittedOutboxRow, type UnitOfWork } from '../logging/logger.js';

/** Rows written inside a transaction that is still open, handed to their unit of work when it commits. */
const pendingByTransaction = new WeakMap<QueryRunner, { unitOfWork: UnitOfWork; rows: CommittedOutboxRow[] }>();

/**
 * Records outbox rows that `manager` has just written, inside an RPC or event handler. Written outside
 * a transaction, the statement has committed already; inside one, they count as committed only when
 * that transaction (not a savepoint) commits. A rollback drops them: the relay, which reads only
 * committed rows, is the fallback for anything not recorded here, so nothing uncommitted is ever
 * published and nothing committed is missed.
 */
export function recordWrittenRows(manager: EntityManager, rows: CommittedOutboxRow[]): void {
  const unitOfWork = requestContext.getStore()?.wakeRelayAfter;
  if (!unitOfWork || rows.length === 0) return;
  unitOfWork.outboxWritten = true;
  unitOfWork.written += rows.length;
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    unitOfWork.committed.push(...rows);
    return;
  }
  const pending = pendingByTransaction.get(runner);
  if (pending && pending.unitOfWork === unitOfWork) pending.rows.push(...rows);
  else pendingByTransaction.set(runner, { unitOfWork, rows: [...rows] });
}

/**
 * The TypeORM subscriber that releases pending rows at commit and drops them at rollback. TypeORM keeps
 * only decorated classes of a data source's `subscribers`: without @EventSubscriber it was silently left
 * out, and every row written in a transaction waited for the relay's read instead.
 */
@EventSubscriber()
export class CommittedOutboxRowsSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const runner = event.queryRunner;
    if (runner.isTransactionActive) return; // a savepoint was released; the transaction goes on
    const pending = pendingByTransaction.get(runner);
    if (!pending) return;
    pendingByTransaction.delete(runner);
    pending.unitOfWork.committed.push(...pending.rows);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // Also for a savepoint: which rows it undid is unknown here, so all of them go the relay's way.
    pendingByTransaction.delete(event.queryRunner);
  }
}
