import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { INestApplicationContext } from '@nestjs/common';
import { RPC } from '@converge/contracts';
import { bootService, cleanupTestNamespace, failureOf, newTestNamespace, useTestEnvironment, eventually } from '@converge/platform';
import { SafetyModule } from '../src/safety.module.js';
import { identityStandIn, knownPerson, publish, rpcAs } from './support.js';

const namespace = newTestNamespace('sblk');
useTestEnvironment(namespace, { RPC_TIMEOUT_MS: '1500' });

let app: INestApplicationContext;
let rpc: ReturnType<typeof rpcAs>;
const db = () => app.get(DataSource);
const outbox = (type: string, key: string, value: string) =>
  db().query(`SELECT payload->'data' AS data FROM outbox WHERE type = $1 AND payload->'data'->>$2 = $3 ORDER BY created_at`, [type, key, value]);

beforeAll(async () => {
  app = await bootService(SafetyModule);
  rpc = rpcAs(app);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

describe('block', () => {
  test('blocking twice keeps one block and tells the other services once (UserBlocked)', async () => {
    const [me, them] = [randomUUID(), await knownPerson(app, 'Robin')];
    const first = await rpc(RPC.safety.block, me, { blockedUserId: them });
    const second = await rpc(RPC.safety.block, me, { blockedUserId: them });
    expect(first).toMatchObject({ userId: them, blocked: true });
    expect(second.blockedAt).toBe(first.blockedAt);
    const events = await outbox('UserBlocked', 'blockerId', me);
    expect(events.map((e: any) => e.data)).toEqual([{ blockerId: me, blockedId: them, blockedAt: first.blockedAt }]);
    expect(await rpc(RPC.safety.blocks, me)).toEqual([{ userId: them, displayName: 'Robin', nameKnown: true, blockedAt: first.blockedAt }]);
  });

  test('unblock removes the block once (UserUnblocked) and the list is empty again', async () => {
    const [me, them] = [randomUUID(), randomUUID()];
    await rpc(RPC.safety.block, me, { blockedUserId: them });
    await rpc(RPC.safety.unblock, me, { userId: them });
    await rpc(RPC.safety.unblock, me, { userId: them });
    expect(await rpc(RPC.safety.blocks, me)).toEqual([]);
    expect((await outbox('UserUnblocked', 'blockerId', me)).map((e: any) => e.data)).toEqual([{ blockerId: me, blockedId: them }]);
  });

  test('a person identity cannot name (identity not running) is listed as "Converge member"', async () => {
    const [me, them] = [randomUUID(), randomUUID()];
    await rpc(RPC.safety.block, me, { blockedUserId: them });
    expect((await rpc(RPC.safety.blocks, me))[0]).toMatchObject({ userId: them, displayName: 'Converge member' });
  });

  test('bad ids and self-blocks are refused with the field named', async () => {
    const me = randomUUID();
    expect(await failureOf(rpc(RPC.safety.block, me, {}))).toMatchObject({ status: 400, fields: { blockedUserId: 'blockedUserId is required.' } });
    expect(await failureOf(rpc(RPC.safety.block, me, { blockedUserId: 'x' }))).toMatchObject({ status: 400, fields: { blockedUserId: 'blockedUserId is not a valid user id.' } });
    expect(await failureOf(rpc(RPC.safety.block, me, { blockedUserId: me }))).toMatchObject({ status: 400, message: 'You cannot block yourself.' });
    expect(await failureOf(rpc(RPC.safety.block, null, { blockedUserId: randomUUID() }))).toMatchObject({ status: 401 });
  });
});

describe('report', () => {
  test('a report is stored and announced (ReportFiled, critical for safety concerns); alsoBlock blocks in the same request', async () => {
    const [me, them] = [randomUUID(), await knownPerson(app, 'Sam')];
    const report = await rpc(RPC.safety.report, me, { reportedUserId: them, reason: 'safety_concern', description: '  Followed me outside  ', alsoBlock: true });
    expect(report).toMatchObject({ reportedUserId: them, reason: 'safety_concern', blocked: true });
    const [filed] = await outbox('ReportFiled', 'reporterId', me);
    expect(filed.data).toMatchObject({ reportId: report.id, reportedUserId: them, reason: 'safety_concern', description: 'Followed me outside', critical: true });
    expect(await outbox('UserBlocked', 'blockerId', me)).toHaveLength(1);
    expect((await rpc(RPC.safety.blocks, me)).map((b: any) => b.userId)).toEqual([them]);

    const plain = await rpc(RPC.safety.report, me, { reportedUserId: them, reason: 'fake_profile' });
    expect(plain.blocked).toBe(false);
    expect((await outbox('ReportFiled', 'reportId', plain.id))[0].data).toMatchObject({ critical: false, description: null, source: 'profile' });

    // From "Does this bother you?": the source is stored and announced (the admins count those apart).
    const bother = await rpc(RPC.safety.report, me, { reportedUserId: them, reason: 'harassment', description: 'They sent me: "…"', source: 'bother_prompt' });
    expect((await outbox('ReportFiled', 'reportId', bother.id))[0].data).toMatchObject({ source: 'bother_prompt', critical: true });
    expect(await db().query('SELECT source FROM reports WHERE id = $1', [bother.id])).toEqual([{ source: 'bother_prompt' }]);
    expect(await failureOf(rpc(RPC.safety.report, me, { reportedUserId: them, reason: 'other', source: 'made_up' }))).toMatchObject({ status: 400 });
  });

  test('reason must be one of the five; description at most 1,000 characters; nothing is stored otherwise', async () => {
    const [me, them] = [randomUUID(), await knownPerson(app, 'Alex')];
    expect(await failureOf(rpc(RPC.safety.report, me, { reportedUserId: them }))).toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    expect(await failureOf(rpc(RPC.safety.report, me, { reportedUserId: them, reason: 'spam' }))).toMatchObject({ status: 400, fields: { reason: expect.any(String) } });
    const long = await failureOf(rpc(RPC.safety.report, me, { reportedUserId: them, reason: 'other', description: 'x'.repeat(1001) }));
    expect(long).toMatchObject({ status: 400, fields: { description: 'The description can be at most 1,000 characters.' } });
    expect(await failureOf(rpc(RPC.safety.report, me, { reportedUserId: me, reason: 'other' }))).toMatchObject({ status: 400 });
    expect(await rpc(RPC.safety.report, me, { reportedUserId: them, reason: 'other', description: 'x'.repeat(1000) })).toMatchObject({ reason: 'other' });
    expect(await db().query('SELECT reason FROM reports WHERE reporter_id = $1', [me])).toEqual([{ reason: 'other' }]);
  });

  test('at most 10 reports a day per person: the 11th answers 429 and is not stored', async () => {
    const me = randomUUID();
    const them = await knownPerson(app, 'Kim');
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => rpc(RPC.safety.report, me, { reportedUserId: them, reason: 'harassment' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
    expect(refused.map((e) => e.status)).toEqual([429, 429]);
    expect(Number(refused[0].fields.retryAfter)).toBeGreaterThan(23 * 3600);
    expect((await db().query('SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1', [me]))[0].n).toBe(10);
    // Someone else is not affected by my limit.
    expect(await rpc(RPC.safety.report, randomUUID(), { reportedUserId: them, reason: 'other' })).toMatchObject({ reason: 'other' });
  });

  test('reporting someone who does not exist answers 404 (identity answers); 503 while identity cannot be asked', async () => {
    const me = randomUUID();
    const [nobody, elsewhere] = [randomUUID(), randomUUID()];
    expect(await failureOf(rpc(RPC.safety.report, me, { reportedUserId: nobody, reason: 'other' }))).toMatchObject({ status: 503 });
    const identity = identityStandIn(app, new Map([[elsewhere, 'Jo']]));
    try {
      expect(await failureOf(rpc(RPC.safety.report, me, { reportedUserId: nobody, reason: 'other' }))).toMatchObject({ status: 404, message: 'That person was not found.' });
      expect(await rpc(RPC.safety.report, me, { reportedUserId: elsewhere, reason: 'other' })).toMatchObject({ reportedUserId: elsewhere });
    } finally {
      identity.stop();
    }
  });
});

describe('trusted contacts', () => {
  test('add with phone and/or email (E.164), list, remove; at most 5', async () => {
    const me = randomUUID();
    const added = await rpc(RPC.safety.addContact, me, { name: ' Mum ', phone: '+44 20 7946 0958', email: '' });
    expect(added).toMatchObject({ name: 'Mum', phone: '+442079460958', email: null });
    for (let i = 2; i <= 5; i++) await rpc(RPC.safety.addContact, me, { name: `Friend ${i}`, email: `Friend${i}@Example.com` });
    const sixth = await failureOf(rpc(RPC.safety.addContact, me, { name: 'Friend 6', email: 'f6@example.com' }));
    expect(sixth).toMatchObject({ status: 409, message: 'You can have at most 5 trusted contacts. Remove one to add another.' });
    const list = await rpc(RPC.safety.contacts, me);
    expect(list.map((c: any) => c.email)).toEqual([null, 'friend2@example.com', 'friend3@example.com', 'friend4@example.com', 'friend5@example.com']);
    expect(await rpc(RPC.safety.contacts, randomUUID())).toEqual([]);
    // Another person cannot remove my contact.
    expect(await failureOf(rpc(RPC.safety.removeContact, randomUUID(), { id: added.id }))).toMatchObject({ status: 404 });
    await rpc(RPC.safety.removeContact, me, { id: added.id });
    expect(await rpc(RPC.safety.addContact, me, { name: 'Dad', phone: '+14155552671' })).toMatchObject({ phone: '+14155552671' });
    expect(await rpc(RPC.safety.contacts, me)).toHaveLength(5);
  });

  test('the spec messages for a missing name or contact; impossible numbers are refused', async () => {
    const me = randomUUID();
    await rpc(RPC.safety.addContact, me, { name: 'Mum', phone: '+14155552671' });
    expect(await failureOf(rpc(RPC.safety.addContact, me, { name: 'Mother', phone: '+1 (415) 555-2671' }))).toMatchObject({
      status: 409,
      message: 'This person is already one of your trusted contacts.',
    });
    await rpc(RPC.safety.removeContact, me, { id: (await rpc(RPC.safety.contacts, me))[0].id });
    expect(await failureOf(rpc(RPC.safety.addContact, me, { name: '', email: 'a@b.co' }))).toMatchObject({ status: 400, message: 'Please enter a contact name' });
    expect(await failureOf(rpc(RPC.safety.addContact, me, { name: 'Mum', phone: '', email: '' }))).toMatchObject({ status: 400, message: 'Please enter either a phone number or email' });
    expect(await failureOf(rpc(RPC.safety.addContact, me, { name: 'Mum', phone: '+10000000000' }))).toMatchObject({
      status: 400,
      fields: { phone: expect.stringContaining('valid phone number') },
    });
    expect(await rpc(RPC.safety.contacts, me)).toEqual([]);
  });
});

describe('privacy', () => {
  test('export holds what safety keeps about me; UserDeleted erases every row of mine', async () => {
    const me = await knownPerson(app, 'Pat');
    const other = await knownPerson(app, 'Lee');
    await rpc(RPC.safety.block, me, { blockedUserId: other });
    await rpc(RPC.safety.report, me, { reportedUserId: other, reason: 'other', description: 'rude' });
    await rpc(RPC.safety.addContact, me, { name: 'Mum', email: 'mum@example.com' });
    await rpc(RPC.safety.block, other, { blockedUserId: me });
    const exported = await rpc(RPC.safety.exportData, me);
    expect(exported.blocks).toEqual([expect.objectContaining({ userId: other })]);
    expect(exported.reportsMade).toEqual([expect.objectContaining({ reportedUserId: other, reason: 'other', description: 'rude' })]);
    expect(exported.trustedContacts).toEqual([expect.objectContaining({ name: 'Mum', email: 'mum@example.com' })]);
    expect(exported).toMatchObject({ locationShares: [], emergencies: [], meetingSessions: [] });

    await publish(app, 'UserDeleted', { userId: me });
    const rowsOf = async () => {
      const [r] = await db().query(
        `SELECT (SELECT count(*) FROM blocks WHERE blocker_id = $1 OR blocked_id = $1)
              + (SELECT count(*) FROM reports WHERE reporter_id = $1 OR reported_user_id = $1)
              + (SELECT count(*) FROM trusted_contacts WHERE user_id = $1)
              + (SELECT count(*) FROM user_names WHERE user_id = $1) AS n`,
        [me],
      );
      return Number(r.n);
    };
    await eventually('erasure', async () => (await rowsOf()) === 0);
    expect(await rpc(RPC.safety.blocks, other)).toEqual([]);
    expect((await rpc(RPC.safety.exportData, me)).trustedContacts).toEqual([]);
  });
});
