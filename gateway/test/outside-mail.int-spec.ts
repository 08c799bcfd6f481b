import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SafetyModule } from '@converge/safety';
import { eventually, staysTrue } from '@converge/platform';
import { startSmtpInbox, type InboxMail, type SmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';
import { publishEvent, sessionPerson, type Person } from './support/people.js';

/**
 * Location-share mail is not a mail relay. Through HTTP (the built gateway), the
 * safety service in this process, and a real SMTP server that keeps every mail. The services' public
 * address is https (what the links in mails are built from); the gateway's stays http for the tests.
 */
let stack: GatewayTestStack;
let smtp: SmtpInbox;
const PUBLIC = 'https://converge.test';
const safetyDb = () => stack.services[0]!.get(DataSource);

beforeAll(async () => {
  smtp = await startSmtpInbox();
  stack = await startGatewayTestStack([SafetyModule], { PUBLIC_URL: PUBLIC, SMTP_URL: smtp.url, OUTGOING_SWEEP_AFTER_MS: '500' }, { PUBLIC_URL: 'http://localhost' });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
}, 60_000);

const outside = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A signed-in person safety knows by name, checked in at `venueName` (safety's read model). */
async function sharer(name: string, venueName?: string): Promise<Person> {
  const person = await sessionPerson(stack, name, {
    ready: [async (id) => (await safetyDb().query('SELECT 1 FROM user_names WHERE user_id = $1', [id])).length === 1],
  });
  if (venueName) {
    const checkInId = randomUUID();
    await publishEvent(stack, 'CheckedIn', { userId: person.userId, venueId: randomUUID(), checkInId, venueName, expiresAt: new Date(Date.now() + 7_200_000).toISOString() });
    await eventually('check-in known to safety', async () => (await safetyDb().query('SELECT 1 FROM current_checkins WHERE check_in_id = $1', [checkInId])).length === 1);
  }
  return person;
}

/** A header of a raw mail, its folded lines joined (RFC 5322). */
function header(mail: InboxMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The one-click URL of a mail's List-Unsubscribe header, checked to be https on the public address. */
function oneClickUrl(mail: InboxMail): URL {
  const value = header(mail, 'List-Unsubscribe');
  expect(value).toMatch(/^<https:\/\/converge\.test\/api\/mail\/unsubscribe\?token=[A-Za-z0-9_.%-]+(&lang=[a-z]{2})?>$/);
  return new URL(value!.slice(1, -1));
}

/** What a mail provider does for RFC 8058: POST the header's URL with a form-encoded body, no cookie, no Origin. */
const oneClick = (url: URL) =>
  fetch(`${stack.baseUrl}${url.pathname}${url.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

const share = (person: Person, body: Record<string, unknown>) => person.request('POST', '/api/location-share', body);

describe('a share mail to an outside address', () => {
  test("has the app's words only (name, venue, link, expiry); the sharer's own text is on the share page alone; one-click unsubscribe stops further share mail", async () => {
    const morgan = await sharer('Morgan', 'Cafe Uno');
    const to = outside('sis');
    const phishing = 'Your bank account is locked. Log in at http://evil.example/login <b>now</b>';
    const created = await share(morgan, { recipientName: 'Customer Support Team', recipientEmail: to, recipientPhone: '+14155552671', venueName: 'Bank of Fakeland', message: phishing });
    expect(created.status).toBe(201);

    const mail = await smtp.waitForMessage(to);
    expect(mail.subject).toBe('Morgan is sharing their location with you');
    expect(mail.text).toContain('Morgan is sharing their location with you at Cafe Uno through Converge');
    expect(mail.text).toContain(`See where they are: ${created.body.shareUrl}`);
    expect(mail.text).toMatch(/The link works until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
    for (const theirs of ['bank account', 'evil.example', '<b>', 'Bank of Fakeland', 'Customer Support']) {
      expect(mail.raw).not.toContain(theirs);
    }
    // RFC 8058: the https one-click URL and its POST marker, and a visible link for people, both for this address.
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = oneClickUrl(mail);
    const token = url.searchParams.get('token')!;
    expect(mail.text).toContain(`To stop emails from Converge to this address: ${PUBLIC}/unsubscribe?token=${encodeURIComponent(token)}`);
    // Nor does the text message carry the sharer's words.
    const [sms] = await safetyDb().query("SELECT body FROM outgoing_messages WHERE ref_id = $1 AND channel = 'sms'", [created.body.id]);
    expect(sms.body).toContain(created.body.shareUrl);
    expect(sms.body).not.toContain('bank account');
    // The share page shows the sharer's message as they wrote it (the page escapes it when it renders it).
    const page = await stack.client().request('GET', `/api/shares/${created.body.shareUrl.split('/share/')[1]}`);
    expect(page.body.message).toBe(phishing);

    // A link scanner's GET of the header's URL leads to the page and unsubscribes nothing.
    const scanned = await fetch(`${stack.baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(scanned.status).toBe(303);
    expect(scanned.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await share(morgan, { recipientName: 'Sis', recipientEmail: to })).status).toBe(201);
    await eventually('second mail', () => smtp.messagesTo(to).length === 2);

    // The provider's one-click POST (form-encoded body, no session) unsubscribes the address.
    const clicked = await oneClick(url);
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ unsubscribed: true });
    expect((await oneClick(url)).status).toBe(200);

    // From then on no share mail to it, whoever sends and however the address is typed; the sender is told why.
    for (const [who, address] of [
      [morgan, to],
      [await sharer('Taylor'), to.toUpperCase()],
    ] as const) {
      const refused = await share(who, { recipientName: 'Sis', recipientEmail: address });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'RECIPIENT_UNSUBSCRIBED', message: 'This person has asked not to receive these emails.' });
    }
    await staysTrue('no third mail', () => smtp.messagesTo(to).length === 2, { forMs: 1000 });
    // The database holds no address for it, only a key.
    expect(JSON.stringify(await safetyDb().query('SELECT * FROM mail_opt_outs'))).not.toContain('@');
  });

  test("a German sharer's mail: its header's URL opened in a browser leads to the German page; the one-click POST still unsubscribes", async () => {
    const jana = await sharer('Jana');
    await publishEvent(stack, 'LanguageChanged', { userId: jana.userId, language: 'de', changedAt: new Date().toISOString() });
    await eventually('the language', async () => (await safetyDb().query(`SELECT 1 FROM user_languages WHERE user_id = $1 AND language = 'de'`, [jana.userId])).length === 1);
    const to = outside('oma');
    expect((await share(jana, { recipientName: 'Oma', recipientEmail: to })).status).toBe(201);
    const mail = await smtp.waitForMessage(to);
    const url = oneClickUrl(mail);
    const token = url.searchParams.get('token')!;
    expect(url.searchParams.get('lang')).toBe('de');
    expect(mail.text).toContain(`${PUBLIC}/de/unsubscribe?token=${encodeURIComponent(token)}`);

    const opened = await fetch(`${stack.baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/de/unsubscribe?token=${encodeURIComponent(token)}`);
    const clicked = await oneClick(url);
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ unsubscribed: true });
    expect((await share(jana, { recipientName: 'Oma', recipientEmail: to })).status).toBe(422);
  });

  test('a forged or altered token unsubscribes nothing (404)', async () => {
    const to = outside('bro');
    const alice = await sharer('Alice');
    expect((await share(alice, { recipientName: 'Bro', recipientEmail: to })).status).toBe(201);
    const url = oneClickUrl(await smtp.waitForMessage(to));
    const token = url.searchParams.get('token')!;
    for (const forged of [`${token.slice(0, -2)}AA`, `${'A'.repeat(43)}.${token.split('.')[1]}`, 'nonsense']) {
      const answer = await fetch(`${stack.baseUrl}/api/mail/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST' });
      expect(answer.status).toBe(404);
    }
    expect((await fetch(`${stack.baseUrl}/api/mail/unsubscribe`, { method: 'POST' })).status).toBe(400);
    expect((await share(alice, { recipientName: 'Bro', recipientEmail: to })).status).toBe(201);
  });

  test('one address gets at most 5 share mails a day from all senders together; the 6th is 429 with a clear message', async () => {
    const to = outside('popular');
    const [a, b] = [await sharer('Avery'), await sharer('Blake')];
    for (const who of [a, a, a, b, b]) expect((await share(who, { recipientName: 'Pat', recipientEmail: to })).status).toBe(201);
    const sixth = await share(b, { recipientName: 'Pat', recipientEmail: to });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('This person has already received 5 location shares from Converge today. Please try again tomorrow or reach them another way.');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(24 * 3600);
    // The refused share was not stored, and another address is not affected.
    expect((await b.request('GET', '/api/location-shares')).body).toHaveLength(2);
    expect((await share(b, { recipientName: 'Kim', recipientEmail: outside('kim') })).status).toBe(201);
    await eventually('five mails', () => smtp.messagesTo(to).length === 5);
    await staysTrue('never a sixth', () => smtp.messagesTo(to).length === 5, { forMs: 1000 });
  });
});

describe('emergency alerts to trusted contacts', () => {
  test('carry the same one-click unsubscribe; a contact who used it shows as such in the contacts and gets no more alert mail', async () => {
    const jordan = await sharer('Jordan', 'The Blue Bar');
    const [mum, jo] = [outside('mum'), outside('jo')];
    expect((await jordan.request('POST', '/api/safety/contacts', { name: 'Mum', email: mum })).status).toBe(201);
    expect((await jordan.request('POST', '/api/safety/contacts', { name: 'Jo', email: jo, phone: '+14155552671' })).status).toBe(201);

    const first = await jordan.request('POST', '/api/emergency/activate', { location: '/app' });
    expect(first.body.contactsNotified).toBe(2);
    const alert = await smtp.waitForMessage(mum);
    expect(alert.subject).toBe('Emergency alert: Jordan needs help');
    expect(alert.text).not.toContain('Mum');
    expect(header(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = oneClickUrl(alert);
    expect(alert.text).toContain(`${PUBLIC}/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token')!)}`);
    await smtp.waitForMessage(jo);

    expect((await oneClick(url)).status).toBe(200);
    const contacts = (await jordan.request('GET', '/api/safety/contacts')).body as Array<{ name: string; emailsStopped: boolean }>;
    expect(contacts.map((c) => [c.name, c.emailsStopped])).toEqual([
      ['Mum', true],
      ['Jo', false],
    ]);

    const second = await jordan.request('POST', '/api/emergency/activate', { location: '/app' });
    expect(second.body.contactsNotified).toBe(1);
    await eventually('second alert to Jo', () => smtp.messagesTo(jo).length === 2);
    await staysTrue('no second alert mail to Mum', () => smtp.messagesTo(mum).length === 1, { forMs: 1000 });
  });
});
