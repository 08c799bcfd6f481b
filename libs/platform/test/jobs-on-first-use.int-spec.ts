import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { INestApplicationContext } from '@nestjs/common';
import { bootService, cleanupTestNamespace, eventually, JobScheduler, Naming, newTestNamespace, useTestEnvironment } from '@converge/platform';
import { LedgerModule, LedgerService } from './fixtures/ledger.module.js';

// A queue and its worker are created when needed, not at start. The sweeper is out of the way (its
// first sweep runs at start, the next in 10 minutes), so a hold that expires here was expired by its job.
const namespace = newTestNamespace('jobsuse');
useTestEnvironment(namespace, { SWEEP_INTERVAL_MS: '600000' });
const QUEUE = 'ledger.hold-expiry';

let app: INestApplicationContext | undefined;
const expiredAt = async (id: string): Promise<Date | null> => (await app!.get(DataSource).query('SELECT expired_at FROM holds WHERE id = $1', [id]))[0].expired_at;
const openQueues = () => app!.get(JobScheduler).openQueueNames();
const restart = async () => {
  await app?.close();
  app = await bootService(LedgerModule);
};

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

test('a service started with no job in Redis creates no queue and no worker', async () => {
  await restart();
  expect(openQueues()).toEqual([]);
});

test('the first job scheduled creates its queue and worker, and runs at its time', async () => {
  const id = randomUUID();
  const due = new Date(Date.now() + 1500);
  await app!.get(LedgerService).createHold(id, due);
  expect(openQueues()).toEqual([QUEUE]);
  await eventually('hold expired by its job', async () => (await expiredAt(id)) !== null, { timeoutMs: 6000 });
  expect((await expiredAt(id))!.getTime()).toBeGreaterThanOrEqual(due.getTime());
});

test('a job still waiting when the service stopped starts its worker at the next start, and runs at its time', async () => {
  const id = randomUUID();
  const due = new Date(Date.now() + 3000);
  await app!.get(LedgerService).createHold(id, due);
  await restart();
  expect(openQueues()).toEqual([QUEUE]);
  await eventually('hold expired by its job after the restart', async () => (await expiredAt(id)) !== null, { timeoutMs: 8000 });
  expect((await expiredAt(id))!.getTime()).toBeGreaterThanOrEqual(due.getTime());
});

test('a job another replica scheduled is found by the periodic check when this replica has no worker yet', async () => {
  await restart(); // the last job ran and was removed: nothing waits
  expect(openQueues()).toEqual([]);
  const id = randomUUID();
  await app!.get(DataSource).query('INSERT INTO holds (id, expires_at) VALUES ($1, now())', [id]);
  // The other replica, which stopped before running it.
  const other = new Queue(QUEUE, { connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }, prefix: new Naming(namespace).bullPrefix });
  try {
    await other.add('ledger.hold-expiry', { holdId: id }, { jobId: id, delay: 500, removeOnComplete: true });
  } finally {
    await other.close();
  }
  await app!.get(JobScheduler).openQueuesWithJobs();
  expect(openQueues()).toEqual([QUEUE]);
  await eventually('hold expired by the job of the other replica', async () => (await expiredAt(id)) !== null, { timeoutMs: 6000 });
});
