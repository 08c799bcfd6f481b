import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type EventData, type EventType } from '@converge/contracts';
import { bootService, cleanupTestNamespace, EventPublisher, eventuallyValue, newTestNamespace, RpcClient, useTestEnvironment } from '@converge/platform';
import { AdminModule } from '../src/admin.module.js';

const namespace = newTestNamespace('adm');
let app: INestApplicationContext;
let db: DataSource;
let rpc: RpcClient;

beforeAll(async () => {
  useTestEnvironment(namespace);
  app = await bootService(AdminModule);
  db = app.get(DataSource);
  rpc = app.get(RpcClient);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
}, 30_000);

const platformAdmin = { userId: randomUUID(), roles: ['super_admin'] };
const as = (userId: string, ...roles: string[]) => ({ userId, roles });

/** Publishes facts the way identity, venue, matching and safety do: outbox → JetStream → this service's consumers. */
async function publish(...events: Array<[EventType, unknown]>) {
  await db.transaction(async (m) => {
    for (const [type, data] of events) await app.get(EventPublisher).publish(m, type, data as EventData<typeof type>);
  });
}

const now = () => new Date().toISOString();

test('platform analytics are exactly the facts received', async () => {
  const before = await rpc.request<any>(RPC.admin.analytics, { actor: platformAdmin });
  const people = [randomUUID(), randomUUID(), randomUUID()];
  const venueId = randomUUID();
  const checkIn = randomUUID();
  await publish(
    ...people.map((userId, i): [EventType, unknown] => ['UserRegistered', { userId, email: `a${i}-${userId}@x.io`, registeredAt: now() }]),
    ['UserSignedIn', { userId: people[0], signedInAt: now() }],
    ['CheckedIn', { userId: people[0], venueId, checkInId: checkIn, expiresAt: now() }],
    ['CheckedIn', { userId: people[1], venueId, checkInId: randomUUID(), expiresAt: now() }],
    ['MatchCreated', { matchId: randomUUID(), userAId: people[0], userBId: people[1], venueId, venueName: 'Bar', createdAt: now() }],
    ['UserDeleted', { userId: people[2] }],
  );
  const after = await eventuallyValue(
    'the counts',
    () => rpc.request<any>(RPC.admin.analytics, { actor: platformAdmin }),
    (a) => a.totalMatches === before.totalMatches + 1 && a.totalCheckins === before.totalCheckins + 2 && a.newSignups === before.newSignups + 3 && a.totalUsers === before.totalUsers + 2,
  );
  expect(after.activeUsers).toBe(before.activeUsers + 3);
  expect(after.daily.at(-1)).toMatchObject({ signups: before.daily.at(-1).signups + 3, checkins: before.daily.at(-1).checkins + 2, matches: before.daily.at(-1).matches + 1 });
});

test('a business admin sees their venues only, and platform figures are refused', async () => {
  const owner = randomUUID();
  const stranger = randomUUID();
  await rpc.request(RPC.admin.getSettings, { actor: as(owner, 'user', 'business_admin') });
  await publish(['BusinessAdminPromoted', { userId: owner, email: `${owner}@x.io`, promotedAt: now() }]);
  const business = await eventuallyValue(
    'the business',
    (): Promise<Array<{ id: string }>> => db.query('SELECT id FROM businesses WHERE owner_user_id = $1', [owner]),
    (r) => r.length === 1,
  );
  const mine = randomUUID();
  const theirs = randomUUID();
  await publish(
    ['VenueCreated', { venueId: mine, businessId: business[0].id, name: 'Mine', createdBy: owner, createdAt: now() }],
    ['VenueCreated', { venueId: theirs, businessId: null, name: 'Theirs', createdBy: null, createdAt: now() }],
  );
  await eventuallyValue(
    'the venues',
    () => db.query('SELECT 1 FROM admin_venues WHERE venue_id = ANY($1)', [[mine, theirs]]),
    (r: unknown[]) => r.length === 2,
  );
  const visitor = randomUUID();
  await publish(
    ['CheckedIn', { userId: visitor, venueId: mine, checkInId: randomUUID(), expiresAt: now() }],
    ['CheckedIn', { userId: visitor, venueId: mine, checkInId: randomUUID(), expiresAt: now() }],
    ['CheckedIn', { userId: stranger, venueId: theirs, checkInId: randomUUID(), expiresAt: now() }],
    ['MatchCreated', { matchId: randomUUID(), userAId: visitor, userBId: stranger, venueId: theirs, venueName: 'Theirs', createdAt: now() }],
  );
  const figures = await eventuallyValue(
    'business figures',
    () => rpc.request<any>(RPC.admin.analytics, { actor: as(owner, 'user', 'business_admin') }),
    (a) => a.totalCheckins === 2,
  );
  expect(figures).toMatchObject({ scope: 'business', totalUsers: 1, newSignups: 1, activeUsers: 1, totalCheckins: 2, totalMatches: 0, uniqueVisitors: 1 });
  await expect(rpc.request(RPC.admin.securityMetrics, { actor: as(owner, 'user', 'business_admin') })).rejects.toMatchObject({ status: 403 });
  await expect(rpc.request(RPC.admin.reports, { actor: as(owner, 'user', 'business_admin') })).rejects.toMatchObject({ status: 403 });
  await expect(rpc.request(RPC.admin.analytics, { actor: as(stranger, 'user') })).rejects.toMatchObject({ status: 403 });
  // Its promotion is in its own audit log and a platform notification exists for it.
  const log = await rpc.request<any>(RPC.admin.actions, { actor: as(owner, 'user', 'business_admin') });
  expect(log.items.map((a: { actionType: string }) => a.actionType)).toEqual(['business_admin_promoted']);
  const notes = await rpc.request<any[]>(RPC.admin.notifications, { actor: platformAdmin });
  expect(notes.some((n) => n.title === 'New business admin' && n.message === `${owner}@x.io is now a business admin.`)).toBe(true);
  // Beside the English, the words as a key and values: the dashboard says them in the admin's language.
  expect(notes.find((n) => n.message === `${owner}@x.io is now a business admin.`)).toMatchObject({ key: 'business_admin', params: { email: `${owner}@x.io` } });
  expect(log.items[0]).toMatchObject({ key: 'business_admin_promoted', params: { email: `${owner}@x.io` }, description: `${owner}@x.io became a business admin with a new business` });
  expect(await rpc.request<any[]>(RPC.admin.notifications, { actor: as(owner, 'user', 'business_admin') })).toEqual([]);
});

test('reports gather in one case per person; a redelivered report is not counted twice; a critical one is pushed to every platform admin', async () => {
  const admins = [randomUUID(), randomUUID()];
  await publish(
    ...admins.map((userId): [EventType, unknown] => ['RoleGranted', { userId, email: `${userId}@x.io`, role: 'admin', previousRole: 'user', grantedBy: null, grantedAt: now() }]),
  );
  await eventuallyValue(
    'the admins',
    () => db.query(`SELECT 1 FROM admin_users WHERE user_id = ANY($1) AND role = 'admin'`, [admins]),
    (r: unknown[]) => r.length === 2,
  );
  const reported = randomUUID();
  const report = { reportId: randomUUID(), reporterId: randomUUID(), reportedUserId: reported, reason: 'other', description: null };
  await publish(['ProfileUpdated', { userId: reported, displayName: 'Eve', age: 30, bio: '', photos: [], gender: null, lookingFor: ['Everyone'], isIncognito: false }]);
  await publish(['ReportFiled', report]);
  await publish(['ReportFiled', report]); // the same report again (a retried publish)
  await publish(['ReportFiled', { ...report, reportId: randomUUID(), reason: 'safety_concern' }]);
  const cases = await eventuallyValue(
    'the case',
    () => rpc.request<any[]>(RPC.admin.reports, { actor: platformAdmin }),
    (list) => list.some((c) => c.reportedUserId === reported && c.critical),
  );
  expect(cases.filter((c) => c.reportedUserId === reported)).toEqual([
    expect.objectContaining({ reportCount: 2, reasons: ['other', 'safety_concern'], critical: true, status: 'open', reportedName: 'Eve' }),
  ]);
  const pushes: Array<{ payload: { data: { title: string; priority: string; recipientUserIds: string[] } } }> = await db.query(
    `SELECT payload FROM outbox WHERE type = 'AdminNotificationCreated' AND payload->'data'->>'title' = 'Critical report: Safety concern'`,
  );
  expect(pushes).toHaveLength(1);
  expect(pushes[0].payload.data.priority).toBe('critical');
  expect(pushes[0].payload.data.recipientUserIds).toEqual(expect.arrayContaining(admins));
  expect(pushes[0].payload.data).toMatchObject({ key: 'report_critical', params: { reason: 'safety_concern', name: 'Eve', count: '2' } });
  const listed = await rpc.request<any[]>(RPC.admin.notifications, { actor: platformAdmin });
  expect(listed.find((n) => n.title === 'Critical report: Safety concern')).toMatchObject({
    key: 'report_critical',
    params: { reason: 'safety_concern', name: 'Eve', count: '2' },
    message: 'Eve was reported for safety concern (2 reports open).',
  });

  // Warn: one UserWarned fact; the case is closed to further decisions but the person can still be reported again.
  const decided = await rpc.request<any>(RPC.admin.decideReport, {
    actor: platformAdmin,
    caseId: cases.find((c) => c.reportedUserId === reported).id,
    action: 'warn',
    reason: 'First warning',
  });
  expect(decided).toMatchObject({ status: 'warned', accountStatus: 'active' });
  const warned = await db.query(`SELECT 1 FROM outbox WHERE type = 'UserWarned' AND payload->'data'->>'userId' = $1`, [reported]);
  expect(warned).toHaveLength(1);
  const audit = await rpc.request<any>(RPC.admin.actions, { actor: platformAdmin });
  expect(audit.items.find((a: { targetId: string }) => a.targetId === reported)).toMatchObject({
    actionType: 'moderation_decision',
    key: 'moderation_warn',
    params: { name: 'Eve', reason: 'First warning' },
    description: 'Warned Eve: First warning',
  });
  await publish(['ReportFiled', { ...report, reportId: randomUUID(), reason: 'harassment' }]);
  const reopened = await eventuallyValue(
    'a new case',
    () => rpc.request<any[]>(RPC.admin.reports, { actor: platformAdmin }),
    (list) => list.some((c) => c.reportedUserId === reported && c.status === 'open'),
  );
  expect(reopened.find((c) => c.reportedUserId === reported && c.status === 'open')).toMatchObject({ reportCount: 1, reasons: ['harassment'] });
});

test('reports made from "Does this bother you?" are counted apart, and still count as reports', async () => {
  const before = await rpc.request<any>(RPC.admin.securityMetrics, { actor: platformAdmin });
  const report = { reporterId: randomUUID(), reportedUserId: randomUUID(), reason: 'harassment', description: 'They sent me: "…"', createdAt: now() };
  await publish(['ReportFiled', { ...report, reportId: randomUUID(), source: 'bother_prompt' }], ['ReportFiled', { ...report, reportId: randomUUID(), source: 'profile' }]);
  const after = await eventuallyValue(
    'the counts',
    () => rpc.request<any>(RPC.admin.securityMetrics, { actor: platformAdmin }),
    (m) => m.reportsToday >= before.reportsToday + 2,
  );
  expect(after.botherPromptReportsToday - before.botherPromptReportsToday).toBe(1);
  expect(after.botherPromptReportsTotal - before.botherPromptReportsTotal).toBe(1);
  expect(after.reportsToday - before.reportsToday).toBe(2);
});

test('notifications and audit lines written before keys answer with no key and their stored English', async () => {
  const [note] = await db.query(`INSERT INTO admin_notifications (kind, title, message, priority) VALUES ('venue', 'Old title', 'Old message', 'normal') RETURNING id`);
  const actor = randomUUID();
  await db.query(`INSERT INTO admin_actions (actor_user_id, action_type, target_type, description) VALUES ($1, 'venue_created', 'venue', 'Created venue Old')`, [actor]);
  const notes = await rpc.request<any[]>(RPC.admin.notifications, { actor: platformAdmin });
  expect(notes.find((n) => n.id === note.id)).toMatchObject({ title: 'Old title', message: 'Old message', key: null, params: {} });
  const log = await rpc.request<any>(RPC.admin.actions, { actor: platformAdmin, pageSize: 100 });
  expect(log.items.find((a: { actorUserId: string }) => a.actorUserId === actor)).toMatchObject({ description: 'Created venue Old', key: null, params: {} });
});
