import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { INestApplicationContext } from '@nestjs/common';
import { RPC, type EventData, type EventEnvelope } from '@converge/contracts';
import { bootService, cleanupTestNamespace, failureOf, newTestNamespace, Sweeper, useTestEnvironment, eventually, eventuallyValue, staysTrue, statementInbox } from '@converge/platform';
import { SafetyModule } from '../src/safety.module.js';
import { OutgoingJobs } from '../src/outgoing/outgoing.jobs.js';
import { LocationSharesJobs } from '../src/location-shares/location-shares.jobs.js';
import { PeopleEvents } from '../src/people/people.events.js';
import { startSmtpInbox, type SmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { identityStandIn, knownPerson, publish, rpcAs } from './support.js';

const SHARE_MS = 3000;
const namespace = newTestNamespace('semg');
useTestEnvironment(namespace, { LOCATION_SHARE_DURATION_MS: String(SHARE_MS), OUTGOING_SWEEP_AFTER_MS: '300', PUBLIC_URL: 'https://converge.test' });

let app: INestApplicationContext;
let smtp: SmtpInbox;
let rpc: ReturnType<typeof rpcAs>;
const db = () => app.get(DataSource);
const mailTo = (address: string) => smtp.messagesTo(address);
const tokenOf = (url: string) => url.split('/share/')[1];

beforeAll(async () => {
  smtp = await startSmtpInbox();
  process.env.SMTP_URL = smtp.url;
  app = await bootService(SafetyModule);
  rpc = rpcAs(app);
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await cleanupTestNamespace(namespace);
});

async function personAtVenue(name: string, venueName: string) {
  const userId = await knownPerson(app, name);
  const checkInId = randomUUID();
  await publish(app, 'CheckedIn', { userId, venueId: randomUUID(), checkInId, venueName, expiresAt: new Date(Date.now() + 7_200_000).toISOString() });
  await eventually('check-in read model', async () => (await db().query('SELECT 1 FROM current_checkins WHERE check_in_id = $1', [checkInId])).length === 1);
  return userId;
}

describe('emergency', () => {
  test('is stored and answered at once with no other service running, then every trusted contact is emailed', async () => {
    const me = await personAtVenue('Jordan', 'The Blue Bar');
    const [a, b] = [`a-${randomUUID()}@example.com`, `b-${randomUUID()}@example.com`];
    await rpc(RPC.safety.addContact, me, { name: 'Ana', email: a });
    await rpc(RPC.safety.addContact, me, { name: 'Ben', email: b, phone: '+14155552671' });
    await rpc(RPC.safety.addContact, me, { name: 'Cy', phone: '+442079460958' });

    // Speed is measured by the bench, not here; what matters is that nothing else is asked: no other service runs.
    const answer = await rpc(RPC.safety.activateEmergency, me, {
      location: 'https://converge.test/app',
      timestamp: new Date().toISOString(),
      userAgent: 'jest',
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(answer).toMatchObject({ id: expect.any(String), contactsNotified: 3 });
    const [stored] = await db().query('SELECT user_id, venue_name, location FROM emergencies WHERE id = $1', [answer.id]);
    expect(stored).toEqual({ user_id: me, venue_name: 'The Blue Bar', location: 'https://converge.test/app' });
    const [event] = await db().query("SELECT payload->'data' AS data FROM outbox WHERE type = 'EmergencyActivated' AND payload->'data'->>'activationId' = $1", [answer.id]);
    expect(event.data).toMatchObject({ userId: me, venueName: 'The Blue Bar', contactsToNotify: 3 });

    await eventually('both emails', () => mailTo(a).length === 1 && mailTo(b).length === 1);
    const mail = mailTo(a)[0];
    expect(mail.subject).toBe('Emergency alert: Jordan needs help');
    // The name the person gave the contact is their own text, not the app's: not mailed.
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Ana');
    expect(mail.text).toContain('Jordan pressed the emergency button in Converge');
    expect(mail.text).toContain('Where: checked in at The Blue Bar');
    expect(mail.text).toMatch(/When: .+ UTC/);
    expect(mail.text).toContain('911 in the US');
    const link = mail.text.match(/https:\/\/converge\.test\/share\/[A-Za-z0-9_-]+/)![0];
    // The link shows where the person is, to anyone holding it, without a session.
    expect(await rpc(RPC.safety.publicShare, null, { token: tokenOf(link) })).toMatchObject({
      sharerName: 'Jordan',
      venueName: 'The Blue Bar',
      latitude: 51.5,
      longitude: -0.12,
      message: 'Jordan pressed the emergency button in Converge.',
      messageLanguage: 'en',
    });
    // Texts went through the SMS provider (the development one logs them) and are marked sent.
    await eventually('all sent', async () => (await db().query('SELECT 1 FROM outgoing_messages WHERE ref_id = $1 AND sent_at IS NULL', [answer.id])).length === 0);
    expect(await db().query('SELECT channel, recipient FROM outgoing_messages WHERE ref_id = $1 ORDER BY channel, recipient', [answer.id])).toEqual([
      { channel: 'email', recipient: a },
      { channel: 'email', recipient: b },
      { channel: 'sms', recipient: '+14155552671' },
      { channel: 'sms', recipient: '+442079460958' },
    ]);
  });

  test('a mail the server refuses is retried by the job until it arrives', async () => {
    const me = await knownPerson(app, 'Casey');
    const to = `retry-${randomUUID()}@example.com`;
    await rpc(RPC.safety.addContact, me, { name: 'Dana', email: to });
    smtp.refuseNext(1);
    const refusedBefore = smtp.refused;
    const answer = await rpc(RPC.safety.activateEmergency, me, { location: '/safety' });
    await eventually('retried mail', () => mailTo(to).length === 1, { timeoutMs: 15_000 });
    expect(smtp.refused).toBe(refusedBefore + 1);
    const row = () => db().query('SELECT attempts, sent_at IS NOT NULL AS sent FROM outgoing_messages WHERE ref_id = $1', [answer.id]);
    await eventually('marked sent', async () => (await row())[0].sent);
    expect(await row()).toEqual([{ attempts: 2, sent: true }]);
  });

  test('the answer does not wait for delivery; when the job is lost after the activation was stored, the sweeper still sends the mail', async () => {
    const me = await knownPerson(app, 'Drew');
    const to = `lost-${randomUUID()}@example.com`;
    await rpc(RPC.safety.addContact, me, { name: 'Eve', email: to });
    const queue = app.get(OutgoingJobs).queue;
    await queue.pause();
    try {
      const answer = await rpc(RPC.safety.activateEmergency, me, { location: '/safety' });
      await eventually('job queued', async () => Boolean(await queue.getJob(answer.id)));
      await queue.remove(answer.id);
      await staysTrue('no mail goes out without the job', () => mailTo(to).length === 0, { forMs: 500 });
      await app.get(Sweeper).sweepNow();
      await eventually('swept mail', () => mailTo(to).length === 1);
      expect(mailTo(to)[0].text).toContain('Drew pressed the emergency button');
    } finally {
      await queue.resume();
    }
  });

  test('the name identity gave when a contact was added still names the person once identity is down', async () => {
    const me = randomUUID();
    const to = `named-${randomUUID()}@example.com`;
    const identity = identityStandIn(app, new Map([[me, 'Harper']]));
    try {
      await rpc(RPC.safety.addContact, me, { name: 'Ira', email: to });
    } finally {
      identity.stop();
    }
    await rpc(RPC.safety.activateEmergency, me, {});
    await eventually('named mail', () => mailTo(to).length === 1);
    expect(mailTo(to)[0].subject).toBe('Emergency alert: Harper needs help');
  });

  test('a German person’s contacts read the page’s line in German, as their mail', async () => {
    const me = await personAtVenue('Jana', 'Zum Anker');
    await publish(app, 'LanguageChanged', { userId: me, language: 'de', changedAt: new Date().toISOString() });
    await eventually('the language', async () => (await db().query(`SELECT 1 FROM user_languages WHERE user_id = $1 AND language = 'de'`, [me])).length === 1);
    const to = `de-${randomUUID()}@example.com`;
    await rpc(RPC.safety.addContact, me, { name: 'Oma', email: to });
    await rpc(RPC.safety.activateEmergency, me, { latitude: 52.5, longitude: 13.4 });
    await eventually('the mail', () => mailTo(to).length === 1);
    expect(mailTo(to)[0].text).toContain('Jana hat in Converge den Notfallknopf gedrückt');
    // The link opens the page in German too (under /de/), whatever the contact's device reads.
    const link = mailTo(to)[0].text.match(/https:\/\/converge\.test\/de\/share\/[A-Za-z0-9_-]+/)![0];
    expect(await rpc(RPC.safety.publicShare, null, { token: tokenOf(link) })).toMatchObject({
      message: 'Jana hat in Converge den Notfallknopf gedrückt.',
      messageLanguage: 'de',
    });
    // A share without words of the sharer's own gets the app's, in German too; the sharer's own words have no known language.
    const own = await rpc(RPC.safety.createShare, me, { recipientName: 'Sis', recipientEmail: `sis-${randomUUID()}@example.com`, message: 'Bin im Anker, alles gut' });
    const plain = await rpc(RPC.safety.createShare, me, { recipientName: 'Bro', recipientEmail: `bro-${randomUUID()}@example.com` });
    expect(plain.shareUrl).toMatch(/^https:\/\/converge\.test\/de\/share\//);
    expect(await rpc(RPC.safety.publicShare, null, { token: tokenOf(own.shareUrl) })).toMatchObject({ message: 'Bin im Anker, alles gut', messageLanguage: null });
    expect(await rpc(RPC.safety.publicShare, null, { token: tokenOf(plain.shareUrl) })).toMatchObject({
      message: 'Jana teilt zur Sicherheit den eigenen Standort in Zum Anker mit Ihnen.',
      messageLanguage: 'de',
    });
  });

  test('with no trusted contacts the activation is still stored and announced', async () => {
    const me = randomUUID();
    const answer = await rpc(RPC.safety.activateEmergency, me, {});
    expect(answer.contactsNotified).toBe(0);
    expect(await db().query('SELECT 1 FROM emergencies WHERE id = $1', [answer.id])).toHaveLength(1);
    expect(await failureOf(rpc(RPC.safety.activateEmergency, null, {}))).toMatchObject({ status: 401 });
  });
});

describe('location share', () => {
  test('creates a link the recipient gets by email; the public page shows only the allowed fields; Stop ends it', async () => {
    const me = await personAtVenue('Morgan', 'Cafe Uno');
    const to = `share-${randomUUID()}@example.com`;
    const created = await rpc(RPC.safety.createShare, me, { recipientName: 'Sis', recipientEmail: to, recipientPhone: '', latitude: '40.7128', longitude: '-74.0060', message: '' });
    expect(created.shareUrl).toMatch(/^https:\/\/converge\.test\/share\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(SHARE_MS - 1000);

    await eventually('share mail', () => mailTo(to).length === 1);
    expect(mailTo(to)[0].subject).toBe('Morgan is sharing their location with you');
    expect(mailTo(to)[0].text).toContain(created.shareUrl);
    expect(mailTo(to)[0].text).toContain('Morgan is sharing their location with you at Cafe Uno through Converge');

    const token = tokenOf(created.shareUrl);
    const page = await rpc(RPC.safety.publicShare, null, { token });
    expect(Object.keys(page).sort()).toEqual(['expiresAt', 'latitude', 'longitude', 'message', 'messageLanguage', 'sharerName', 'updatedAt', 'venueName']);
    expect(page).toMatchObject({ sharerName: 'Morgan', venueName: 'Cafe Uno', latitude: 40.7128, longitude: -74.006 });

    // At most one position a second is kept: sooner ones are answered but not kept, until one is.
    const moved = await eventuallyValue(
      'a new position is kept',
      () => rpc<{ accepted: boolean; updatedAt: string }>(RPC.safety.sharePosition, me, { shareId: created.id, latitude: 40.75, longitude: -73.99 }),
      (answer) => answer.accepted,
      { intervalMs: 100 },
    );
    expect(Date.parse(moved.updatedAt) - Date.parse(page.updatedAt)).toBeGreaterThanOrEqual(1000);
    expect(await rpc(RPC.safety.publicShare, null, { token })).toMatchObject({ latitude: 40.75, longitude: -73.99 });
    expect(await failureOf(rpc(RPC.safety.sharePosition, randomUUID(), { shareId: created.id, latitude: 1, longitude: 1 }))).toMatchObject({ status: 404 });

    expect((await rpc(RPC.safety.shares, me)).map((s: any) => s.id)).toEqual([created.id]);
    expect(await failureOf(rpc(RPC.safety.stopShare, randomUUID(), { id: created.id }))).toMatchObject({ status: 404 });
    await rpc(RPC.safety.stopShare, me, { id: created.id });
    await rpc(RPC.safety.stopShare, me, { id: created.id });
    expect(await failureOf(rpc(RPC.safety.publicShare, null, { token }))).toMatchObject({ status: 410 });
    expect(await rpc(RPC.safety.shares, me)).toEqual([]);
    const ended = await db().query("SELECT payload->'data' AS data FROM outbox WHERE type = 'LocationShareExpired' AND payload->'data'->>'shareId' = $1", [created.id]);
    expect(ended.map((e: any) => e.data)).toEqual([{ shareId: created.id, userId: me, reason: 'stopped' }]);
    expect(await failureOf(rpc(RPC.safety.publicShare, null, { token: 'A'.repeat(43) }))).toMatchObject({ status: 404 });
  });

  test('validation follows the spec order and messages', async () => {
    const me = randomUUID();
    expect(await failureOf(rpc(RPC.safety.createShare, me, { recipientName: '', recipientEmail: '' }))).toMatchObject({ status: 400, message: 'Please enter a contact name' });
    expect(await failureOf(rpc(RPC.safety.createShare, me, { recipientName: 'Sis', recipientEmail: '', recipientPhone: '' }))).toMatchObject({
      status: 400,
      message: 'Please enter either a phone number or email',
    });
    expect(await failureOf(rpc(RPC.safety.createShare, me, { recipientName: 'Sis', recipientEmail: 'a@b.co', latitude: '91', longitude: '0' }))).toMatchObject({
      status: 400,
      fields: { latitude: 'Latitude must be between -90 and 90.' },
    });
    expect(await db().query('SELECT 1 FROM location_shares WHERE user_id = $1', [me])).toEqual([]);
  });

  test('at most 10 live shares per person, even when asked at once', async () => {
    const me = randomUUID();
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => rpc(RPC.safety.createShare, me, { recipientName: `Friend ${i}`, recipientPhone: '+14155552671' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason.status)).toEqual([409, 409]);
    expect(await rpc(RPC.safety.shares, me)).toHaveLength(10);
  });

  test('a share ends after its time by the job (LocationShareExpired)', async () => {
    const me = await knownPerson(app, 'Quinn');
    const created = await rpc(RPC.safety.createShare, me, { recipientName: 'Bro', recipientPhone: '+14155552671' });
    const events = () => db().query("SELECT payload->'data' AS data FROM outbox WHERE type = 'LocationShareExpired' AND payload->'data'->>'shareId' = $1", [created.id]);
    expect(await rpc(RPC.safety.publicShare, null, { token: tokenOf(created.shareUrl) })).toMatchObject({
      sharerName: 'Quinn',
      message: 'Quinn is sharing their location with you for safety.',
    });
    await eventually('expiry job', async () => (await events()).length === 1, { timeoutMs: 10_000 });
    expect((await events())[0].data).toEqual({ shareId: created.id, userId: me, reason: 'expired' });
    expect(await failureOf(rpc(RPC.safety.publicShare, null, { token: tokenOf(created.shareUrl) }))).toMatchObject({ status: 410 });
  });

  test('with its Redis job deleted, the page still closes at expiry and the sweeper ends the share', async () => {
    const me = await knownPerson(app, 'Riley');
    const created = await rpc(RPC.safety.createShare, me, { recipientName: 'Bro', recipientEmail: 'bro@example.com' });
    const queue = app.get(LocationSharesJobs).queue;
    await eventually('expiry job', async () => Boolean(await queue.getJob(created.id)));
    await queue.remove(created.id);
    const pageStatus = () =>
      rpc(RPC.safety.publicShare, null, { token: tokenOf(created.shareUrl) }).then(
        () => 200,
        (error: { status?: number }) => error.status,
      );
    await eventually('the page closes at expiry', async () => (await pageStatus()) === 410, { timeoutMs: SHARE_MS + 5000 });
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(created.expiresAt));
    const [before] = await db().query('SELECT ended_at FROM location_shares WHERE id = $1', [created.id]);
    expect(before.ended_at).toBeNull();
    await app.get(Sweeper).sweepNow();
    expect(await db().query('SELECT ended_reason FROM location_shares WHERE id = $1', [created.id])).toEqual([{ ended_reason: 'expired' }]);
    const events = await db().query("SELECT 1 FROM outbox WHERE type = 'LocationShareExpired' AND payload->'data'->>'shareId' = $1", [created.id]);
    expect(events).toHaveLength(1);
  });
});

describe('privacy', () => {
  test('export lists my shares and emergencies; UserDeleted erases them and their pending messages', async () => {
    const me = await knownPerson(app, 'Sky');
    await rpc(RPC.safety.addContact, me, { name: 'Mum', email: `mum-${randomUUID()}@example.com` });
    const share = await rpc(RPC.safety.createShare, me, { recipientName: 'Sis', recipientEmail: 'sis@example.com' });
    await rpc(RPC.safety.activateEmergency, me, { location: '/app' });
    const exported = await rpc(RPC.safety.exportData, me);
    expect(exported.locationShares.map((s: any) => s.kind).sort()).toEqual(['contact', 'emergency']);
    expect(exported.emergencies).toEqual([expect.objectContaining({ location: '/app', contactsNotified: 1 })]);
    await publish(app, 'UserDeleted', { userId: me });
    await eventually('erased', async () => {
      const [r] = await db().query(
        `SELECT (SELECT count(*) FROM location_shares WHERE user_id = $1) + (SELECT count(*) FROM emergencies WHERE user_id = $1)
              + (SELECT count(*) FROM outgoing_messages WHERE user_id = $1) + (SELECT count(*) FROM trusted_contacts WHERE user_id = $1) AS n`,
        [me],
      );
      return Number(r.n) === 0;
    });
    // Whoever watched the share saw it end (the gateway pushes share:ended from this event).
    const ended = await db().query("SELECT payload->'data' AS data FROM outbox WHERE type = 'LocationShareExpired' AND payload->'data'->>'shareId' = $1", [share.id]);
    expect(ended.map((e: any) => e.data)).toEqual([{ shareId: share.id, userId: me, reason: 'stopped' }]);
    expect(await failureOf(rpc(RPC.safety.publicShare, null, { token: tokenOf(share.shareUrl) }))).toMatchObject({ status: 404 });
  });
});

describe('current check-ins (the venue an alert names)', () => {
  // The consumer's inbox insert runs in its one statement: a repeat is recognised there.
  test('a burst keeps each person’s last check-in; a CheckedIn delivered again after its end does not bring it back', async () => {
    const handlers = app.get(PeopleEvents);
    const manager = db().manager;
    const person = randomUUID();
    const envelope = <T extends 'CheckedIn' | 'CheckInEnded'>(type: T, data: EventData<T>) =>
      ({ id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), producer: 'venue', data }) as unknown as EventEnvelope<T, EventData<T>>;
    const expiresAt = new Date(Date.now() + 7_200_000).toISOString();
    const first = envelope('CheckedIn', { userId: person, venueId: randomUUID(), checkInId: randomUUID(), venueName: 'First Bar', expiresAt });
    const moved = envelope('CheckedIn', {
      userId: person,
      venueId: randomUUID(),
      checkInId: randomUUID(),
      venueName: 'Second Bar',
      expiresAt,
      replaced: { checkInId: first.data.checkInId, venueId: first.data.venueId },
    });
    const consumer = (events: EventEnvelope[]) =>
      statementInbox(
        events.map((e) => e.id),
        'test_people_on_checkin',
      );
    await handlers.onCheckIn([first, moved], manager, consumer([first, moved]));
    const current = async () => db().query('SELECT check_in_id, venue_name FROM current_checkins WHERE user_id = $1', [person]);
    expect(await current()).toEqual([{ check_in_id: moved.data.checkInId, venue_name: 'Second Bar' }]);
    const end = envelope('CheckInEnded', { userId: person, venueId: moved.data.venueId, checkInId: moved.data.checkInId, reason: 'checked_out' });
    await handlers.onCheckInEnded([end], manager, statementInbox([end.id], 'test_people_on_checkin_ended'));
    expect(await current()).toEqual([]);
    await handlers.onCheckIn([moved], manager, consumer([moved]));
    expect(await current()).toEqual([]);
  });
});
