import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { INestApplicationContext } from '@nestjs/common';
import { bootService, cleanupTestNamespace, eventually, newTestNamespace, useTestEnvironment } from '@converge/platform';
import { LedgerModule, LedgerService } from './fixtures/ledger.module.js';

const namespace = newTestNamespace('jobs');
useTestEnvironment(namespace, { SWEEP_INTERVAL_MS: '1000' });

let app: INestApplicationContext;
const expiredAt = async (id: string) => (await app.get(DataSource).query('SELECT expired_at FROM holds WHERE id = $1', [id]))[0].expired_at;

beforeAll(async () => {
  app = await bootService(LedgerModule);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

test('a delayed job fires at its time, not before', async () => {
  const id = randomUUID();
  const due = new Date(Date.now() + 1500);
  await app.get(LedgerService).createHold(id, due);
  expect(await expiredAt(id)).toBeNull();
  await eventually('hold expired by its job', async () => (await expiredAt(id)) !== null, { timeoutMs: 5000 });
  // Not before its time: the hold records when the job applied it.
  expect((await expiredAt(id))!.getTime()).toBeGreaterThanOrEqual(due.getTime());
});

test('scheduling the same job id twice keeps one job', async () => {
  const service = app.get(LedgerService);
  const id = randomUUID();
  await service.createHold(id, new Date(Date.now() + 60_000)).catch(() => undefined);
  await service.expiryQueue.add('ledger.hold-expiry', { holdId: id }, { jobId: id, delay: 60_000 });
  // This hold's jobs only: the previous test's job may still sit in the queue when the sweeper expired
  // its hold first (a busy machine promotes delayed jobs late).
  const delayed = await service.expiryQueue.getDelayed();
  expect(delayed.filter((job) => (job.data as { holdId?: string }).holdId === id)).toHaveLength(1);
  await service.expiryQueue.remove(id);
});

test('a delayed job whose Redis entry was deleted still happens through the sweeper', async () => {
  const service = app.get(LedgerService);
  const id = randomUUID();
  await service.createHold(id, new Date(Date.now() + 1000));
  expect(await service.expiryQueue.remove(id)).toBe(1); // Redis lost the job
  await eventually('hold expired by the sweeper', async () => (await expiredAt(id)) !== null, { timeoutMs: 6000 });
});
