import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import { CHECK_IN_SOCKET_EVENTS } from '@converge/contracts';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { SafetyModule } from '@converge/safety';
import { AdminModule } from '@converge/admin';
import { eventually, Sweeper } from '@converge/platform';
import { startSmtpInbox, type SmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';
import { checkInBody, insertVenue } from './support/venues.js';
import { connectSocket } from './support/sockets.js';
import { noisePng, uploadPhoto } from './support/photos.js';
import { publishEvent, registeredPerson, type Person } from './support/people.js';

/**
 * "Check on me" through HTTP: the built gateway, identity, venue, matching, chat, safety and admin in
 * this process, real Postgres, Redis, NATS and an SMTP server that keeps every mail. Timers are short:
 * a check-in may be due 1 s ahead and the grace period is 3 s.
 */
let stack: GatewayTestStack;
let smtp: SmtpInbox;
let venueId: string;
const sockets: Socket[] = [];
const SERVICES = ['identity', 'venue', 'matching', 'chat', 'safety', 'admin'] as const;
const service = (name: (typeof SERVICES)[number]) => stack.services[SERVICES.indexOf(name)]!;
const db = (name: (typeof SERVICES)[number]) => service(name).get(DataSource);
const GRACE_S = 3;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, ChatModule, SafetyModule, AdminModule], {
    ...MANY_PEOPLE,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://converge.test',
    OUTGOING_SWEEP_AFTER_MS: '500',
    SAFETY_CHECKIN_GRACE_SECONDS: String(GRACE_S),
    SAFETY_CHECKIN_MIN_AHEAD_SECONDS: '1',
    SAFETY_PIN_SLOWDOWN_SECONDS: '60',
  });
  ({ id: venueId } = await insertVenue(db('venue'), { name: 'Harbour Lights', meetPoints: ['By the piano'] }));
  await publishEvent(stack, 'VenueSafetyContactChanged', { venueId, venueName: 'Harbour Lights', contact: { email: 'door@harbour.test', phone: '+14155550199', hours: '18:00-02:00' } });
  await eventually('venue contact known to safety', async () => (await db('safety').query('SELECT 1 FROM venue_safety_contacts WHERE venue_id = $1', [venueId])).length === 1);
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await stack?.close();
  await smtp?.close();
}, 60_000);

const person = (name: string): Promise<Person> => registeredPerson(stack, name, { venueId });
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const outside = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function withContact(p: Person, email = outside('mum'), phone?: string) {
  const added = await p.request('POST', '/api/safety/contacts', { name: 'Mum', email, ...(phone ? { phone } : {}) });
  expect(added.status).toBe(201);
  return email;
}

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 15_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Two people matched at the venue with the meet point chosen and agreed. */
async function matchedPair(nameA: string, nameB: string) {
  const [a, b] = [await person(nameA), await person(nameB)];
  await eventually('both in discovery', async () => {
    const [da, dbb] = await Promise.all([a.request('GET', `/api/discovery/profiles?venueId=${venueId}`), b.request('GET', `/api/discovery/profiles?venueId=${venueId}`)]);
    return da.body?.some?.((p: { id: string }) => p.id === b.userId) && dbb.body?.some?.((p: { id: string }) => p.id === a.userId);
  });
  await a.request('POST', '/api/likes', { toUserId: b.userId, venueId });
  const liked = await b.request('POST', '/api/likes', { toUserId: a.userId, venueId });
  expect(liked.body).toMatchObject({ matched: true });
  const matchId = liked.body.matchId as string;
  expect((await a.request('PUT', `/api/matches/${matchId}/meetpoint`, { meetPoint: 'By the piano' })).status).toBeLessThan(300);
  return { a, b, matchId };
}

const status = async (p: Person, id: string) => ((await p.request('GET', '/api/safety/check-ins')).body as Array<{ id: string; status: string }>).find((c) => c.id === id);

describe('asking to be checked on', () => {
  test('dueAt must be 1 minute (here 1 s) to 12 hours ahead: 422 otherwise, 400 without one; nothing stored', async () => {
    const a = await person('Pia');
    const past = await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(-60) });
    expect(past.status).toBe(422);
    expect(past.body.message).toMatch(/^Please choose a time at least/);
    const far = await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(13 * 3600) });
    expect(far.status).toBe(422);
    expect(far.body.message).toBe('Please choose a time within the next 12 hours.');
    expect((await a.request('POST', '/api/safety/check-ins', {})).status).toBe(400);
    expect((await a.request('POST', '/api/safety/check-ins', { dueAt: 'tomorrow' })).status).toBe(400);
    expect((await a.request('GET', '/api/safety/check-ins')).body).toEqual([]);
    expect((await stack.client().request('POST', '/api/safety/check-ins', { dueAt: inSeconds(600) })).status).toBe(401);
  });

  test("someone else's match, or an unknown one, is 404 and stores nothing; another person's check-in is 404 to cancel, answer or see", async () => {
    const { a, b, matchId } = await matchedPair('Ines', 'Jon');
    const stranger = await person('Kai');
    const theirs = await stranger.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(600), matchId });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('That match was not found.');
    expect((await stranger.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(600), matchId: randomUUID() })).status).toBe(404);
    expect((await stranger.request('GET', '/api/safety/check-ins')).body).toEqual([]);

    const mine = await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(600), matchId, note: 'Drinks with Jon' });
    expect(mine.status).toBe(201);
    expect(mine.body).toEqual({ id: expect.any(String), dueAt: expect.any(String), status: 'scheduled' });
    for (const other of [b, stranger]) {
      expect((await other.request('DELETE', `/api/safety/check-ins/${mine.body.id}`)).status).toBe(404);
      expect((await other.request('POST', `/api/safety/check-ins/${mine.body.id}/safe`, {})).status).toBe(404);
      expect((await other.request('GET', '/api/safety/check-ins')).body).toEqual([]);
    }
    expect((await stranger.request('POST', '/api/safety/check-ins/not-an-id/safe', {})).status).toBe(404);
    const listed = (await a.request('GET', '/api/safety/check-ins')).body;
    expect(listed).toEqual([expect.objectContaining({ id: mine.body.id, status: 'scheduled', matchId, venueName: 'Harbour Lights', meetPoint: 'By the piano', note: 'Drinks with Jon' })]);

    // Cancelled before it is due: gone from the timers, and idempotent.
    expect((await a.request('DELETE', `/api/safety/check-ins/${mine.body.id}`)).body).toEqual({ id: mine.body.id, status: 'cancelled' });
    expect((await a.request('DELETE', `/api/safety/check-ins/${mine.body.id}`)).status).toBe(200);
    expect((await a.request('POST', `/api/safety/check-ins/${mine.body.id}/safe`, {})).status).toBe(409);
    expect(await status(a, mine.body.id)).toMatchObject({ status: 'cancelled' });
  });
});

describe('no answer', () => {
  test('due: socket push and an "Are you safe?" email; after the grace, trusted contacts (email + text), the venue and admins are alerted once; "I\'m safe" stands it down', async () => {
    const { a, matchId } = await matchedPair('Ava', 'Ben Carter');
    const contact = await withContact(a, outside('mum'), '+14155550123');
    const socket = await connectSocket(stack, a, sockets);
    const due = nextEvent<{ id: string }>(socket, CHECK_IN_SOCKET_EVENTS.due);
    const escalated = nextEvent<{ id: string }>(socket, CHECK_IN_SOCKET_EVENTS.escalated, 30_000);

    const created = await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(2), matchId });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await due).toMatchObject({ id });
    expect((await smtp.waitForMessage(a.email, (m) => m.subject === 'Are you safe?')).text).toContain('You asked Converge to check on you');
    expect(await status(a, id)).toMatchObject({ status: 'due' });

    expect(await escalated).toMatchObject({ id });
    const alert = await smtp.waitForMessage(contact, (m) => m.subject === 'Safety alert: Ava did not check in');
    expect(alert.text).toContain('Ava asked Converge to check on them');
    expect(alert.text).toContain('Where: Harbour Lights, meeting at By the piano');
    expect(alert.text).toContain('They were meeting: Ben');
    expect(alert.text).not.toContain('Carter');
    expect(alert.text).toMatch(/Live location \(for the next 4 hours\): https:\/\/converge\.test\/share\/[A-Za-z0-9_-]+/);
    const venueMail = await smtp.waitForMessage('door@harbour.test', (m) => m.text.includes('Ava did not answer'));
    expect(venueMail.text).toContain('Meet point: By the piano');
    expect(venueMail.subject).toBe('Safety alert at Harbour Lights: please check on a guest');
    await eventually('the texts went out', async () => {
      const texts = await db('safety').query(`SELECT recipient, body FROM outgoing_messages WHERE ref_id = $1 AND channel = 'sms' AND sent_at IS NOT NULL`, [id]);
      return texts.length === 2 && texts.some((t: { recipient: string; body: string }) => t.recipient === '+14155550123' && t.body.includes('Converge safety alert: Ava'));
    });
    await eventually('a critical admin notification', async () => {
      const rows = await db('admin').query(`SELECT title, priority, message FROM admin_notifications WHERE source_id = $1`, [id]);
      return rows.length === 1 && rows[0].priority === 'critical' && rows[0].title === 'Safety check-in not answered' && rows[0].message.includes('Ava');
    });
    const seen = await status(a, id);
    expect(seen).toMatchObject({ status: 'escalated', escalatedAt: expect.any(String) });
    // The live location is the person's own to see and stop.
    expect((await a.request('GET', '/api/location-shares')).body).toHaveLength(1);

    // Standing it down: the contacts hear it.
    const safe = await a.request('POST', `/api/safety/check-ins/${id}/safe`, {});
    expect(safe.status).toBe(200);
    expect(safe.body).toEqual({ id, status: 'safe', answeredAt: expect.any(String) });
    expect((await smtp.waitForMessage(contact, (m) => m.subject === 'Ava says they are safe')).text).toContain('they say they are safe');
    expect(smtp.messagesTo(contact).filter((m) => m.subject.startsWith('Safety alert'))).toHaveLength(1);
  }, 60_000);

  test("in the person's language: a German account's \"Are you safe?\", its contacts' alert, text and stand-down are German; the venue's staff alert is in the venue's language (English here); the emergency alert is German too", async () => {
    const { a } = await matchedPair('Greta', 'Hans Weber');
    expect((await a.request('PUT', '/api/profile', { language: 'de' })).status).toBe(200);
    await eventually('safety knows her language', async () => (await db('safety').query('SELECT language FROM user_languages WHERE user_id = $1', [a.userId]))[0]?.language === 'de');
    const contact = await withContact(a, outside('oma'), '+14155550124');

    const created = await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(2) });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const ask = await smtp.waitForMessage(a.email, (m) => m.subject === 'Bist du in Sicherheit?');
    expect(ask.text).toContain('Öffne Converge und tippe auf „Ich bin in Sicherheit“.');

    const alert = await smtp.waitForMessage(contact, (m) => m.subject === 'Sicherheitswarnung: Greta hat sich nicht gemeldet');
    expect(alert.text).toMatch(/^Hallo,\n\nGreta hat Converge gebeten, am \d{1,2}\. \S+ \d{4}, \d\d:\d\d UTC nachzufragen/);
    expect(alert.text).toContain('Wo: Harbour Lights');
    expect(alert.text).toMatch(/Live-Standort \(für die nächsten 4 Stunden\): https:\/\/converge\.test\/de\/share\/[A-Za-z0-9_-]+/);
    expect(alert.text).toContain('wählen Sie Ihre örtliche Notrufnummer');
    expect(alert.text).not.toContain('Where:');
    // The venue's language is its own (English here), not the guest's.
    expect((await smtp.waitForMessage('door@harbour.test', (m) => m.text.includes('Greta did not answer'))).subject).toBe('Safety alert at Harbour Lights: please check on a guest');
    await eventually('the German text went out', async () => {
      const texts: Array<{ body: string }> = await db('safety').query(`SELECT body FROM outgoing_messages WHERE ref_id = $1 AND recipient = '+14155550124' AND sent_at IS NOT NULL`, [id]);
      return texts.length === 1 && texts[0]!.body.startsWith('Converge-Sicherheitswarnung: Greta hat auf die Sicherheitsabfrage nicht geantwortet (Harbour Lights');
    });

    expect((await a.request('POST', `/api/safety/check-ins/${id}/safe`, {})).status).toBe(200);
    expect((await smtp.waitForMessage(contact, (m) => m.subject === 'Greta meldet sich: alles in Ordnung')).text).toContain('nach eigener Aussage in Sicherheit');

    await eventually('her check-in known to safety', async () => (await db('safety').query('SELECT 1 FROM current_checkins WHERE user_id = $1', [a.userId])).length === 1);
    expect((await a.request('POST', '/api/emergency/activate', { location: '/safety', timestamp: new Date().toISOString(), userAgent: 'test' })).status).toBe(201);
    const emergency = await smtp.waitForMessage(contact, (m) => m.subject === 'Notfallalarm: Greta braucht Hilfe');
    expect(emergency.text).toContain('Greta hat in Converge den Notfallknopf gedrückt');
    expect(emergency.text).toContain('Wo: eingecheckt in Harbour Lights');
    expect(smtp.messagesTo(contact).filter((m) => /^(Safety alert|Emergency alert)/.test(m.subject))).toEqual([]);
  }, 60_000);

  test('answered in time: nothing is sent', async () => {
    const a = await person('Cleo');
    const contact = await withContact(a);
    const created = await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(2) });
    await eventually('due', async () => (await status(a, created.body.id))?.status === 'due');
    expect((await a.request('POST', `/api/safety/check-ins/${created.body.id}/safe`, {})).body).toMatchObject({ status: 'safe' });
    await new Promise((r) => setTimeout(r, (GRACE_S + 2) * 1000));
    expect(await status(a, created.body.id)).toMatchObject({ status: 'safe', escalatedAt: null });
    expect(smtp.messagesTo(contact)).toEqual([]);
    // Once due, it cannot be cancelled away.
    const later = await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(2) });
    await eventually('due', async () => (await status(a, later.body.id))?.status === 'due');
    const cancel = await a.request('DELETE', `/api/safety/check-ins/${later.body.id}`);
    expect(cancel.status).toBe(409);
  }, 30_000);

  test('Redis lost the timers: the sweeper escalates each overdue check-in exactly once', async () => {
    const a = await person('Dara');
    const contact = await withContact(a);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(2) })).body.id);
    const queue = service('safety').get((await import('@converge/safety')).CheckInsJobs).queue;
    // The jobs are added just after the answer (not awaited by it).
    await eventually('jobs queued', async () => (await Promise.all(ids.map((id) => queue.getJob(`${id}-escalate`)))).every(Boolean));
    for (const id of ids) for (const step of ['due', 'escalate']) await queue.remove(`${id}-${step}`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, (2 + GRACE_S + 1) * 1000));
    const sweeper = service('safety').get(Sweeper);
    await Promise.all([sweeper.sweepNow(), sweeper.sweepNow()]);
    await sweeper.sweepNow();
    for (const id of ids) expect(await status(a, id)).toMatchObject({ status: 'escalated' });
    await eventually('three alerts', async () => smtp.messagesTo(contact).length === 3);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messagesTo(contact)).toHaveLength(3);
    await eventually(
      'one admin notification each',
      async () => (await db('admin').query('SELECT count(*)::int AS n FROM admin_notifications WHERE source_id = ANY($1::text[])', [ids]))[0].n === 3,
    );
  }, 30_000);
});

describe('the safety PIN', () => {
  test('4–8 digits, PIN and duress PIN different (400); stored hashed; with a PIN "I\'m safe" needs it; wrong PINs counted and slowed after 5 (429)', async () => {
    const a = await person('Eli');
    expect((await a.request('GET', '/api/safety/pin')).body).toEqual({ pinSet: false });
    expect((await a.request('PUT', '/api/safety/pin', { pin: '123', duressPin: '9876' })).status).toBe(400);
    expect((await a.request('PUT', '/api/safety/pin', { pin: '123456789', duressPin: '9876' })).status).toBe(400);
    expect((await a.request('PUT', '/api/safety/pin', { pin: '12a4', duressPin: '9876' })).status).toBe(400);
    const same = await a.request('PUT', '/api/safety/pin', { pin: '2468', duressPin: '2468' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Your duress PIN must be different from your PIN.');
    expect((await a.request('GET', '/api/safety/pin')).body).toEqual({ pinSet: false });
    expect((await a.request('PUT', '/api/safety/pin', { pin: '2468', duressPin: '1357' })).body).toEqual({ pinSet: true });
    const [stored] = await db('safety').query('SELECT pin_hash, duress_hash FROM safety_pins WHERE user_id = $1', [a.userId]);
    expect(stored.pin_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toMatch(/2468|1357/);

    const id = (await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(600) })).body.id;
    expect((await a.request('POST', `/api/safety/check-ins/${id}/safe`, {})).status).toBe(400);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await a.request('POST', `/api/safety/check-ins/${id}/safe`, { pin: '0000' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('That PIN is not right. Please try again.');
    }
    const slowed = await a.request('POST', `/api/safety/check-ins/${id}/safe`, { pin: '2468' });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await status(a, id)).toMatchObject({ status: 'scheduled' });
  }, 30_000);

  test('the duress PIN answers exactly like the real one and reads as safe, yet contacts, venue and admins are alerted at once', async () => {
    const a = await person('Fay');
    const contact = await withContact(a);
    const socket = await connectSocket(stack, a, sockets);
    const pushes: string[] = [];
    socket.onAny((event: string) => pushes.push(event));
    expect((await a.request('PUT', '/api/safety/pin', { pin: '2468', duressPin: '1357' })).status).toBe(200);
    const real = (await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(600) })).body.id;
    const forced = (await a.request('POST', '/api/safety/check-ins', { dueAt: inSeconds(600) })).body.id;

    const realAnswer = await a.request('POST', `/api/safety/check-ins/${real}/safe`, { pin: '2468' });
    // The app sends its position with every answer (real or duress alike): the silent alert's link points there.
    const duressAnswer = await a.request('POST', `/api/safety/check-ins/${forced}/safe`, { pin: '1357', latitude: 51.5072, longitude: -0.1276 });
    expect(duressAnswer.status).toBe(realAnswer.status);
    expect(Object.keys(duressAnswer.body)).toEqual(Object.keys(realAnswer.body));
    expect(duressAnswer.body).toEqual({ id: forced, status: 'safe', answeredAt: expect.any(String) });

    const alert = await smtp.waitForMessage(contact, (m) => m.subject === 'Safety alert: Fay did not check in');
    expect(alert.text).toContain('Where: Harbour Lights');
    const token = /\/share\/([A-Za-z0-9_-]+)/.exec(alert.text)![1];
    expect((await stack.client().request('GET', `/api/shares/${token}`)).body).toMatchObject({ latitude: 51.5072, longitude: -0.1276 });
    expect(await smtp.waitForMessage('door@harbour.test', (m) => m.text.includes('Fay did not answer'))).toBeTruthy();
    await eventually('admins told it was the duress PIN', async () => {
      const rows = await db('admin').query(`SELECT title, priority FROM admin_notifications WHERE source_id = $1`, [forced]);
      return rows.length === 1 && rows[0].title === 'Duress PIN used on a check-in' && rows[0].priority === 'critical';
    });
    // The person's own reads: both answered safe, nothing escalated, no live share listed.
    const mine = (await a.request('GET', '/api/safety/check-ins')).body as Array<Record<string, unknown>>;
    const view = (id: string) => mine.find((c) => c.id === id)!;
    expect(view(forced)).toMatchObject({ status: 'safe', escalatedAt: null });
    expect(Object.keys(view(forced)).sort()).toEqual(Object.keys(view(real)).sort());
    expect((await a.request('GET', '/api/location-shares')).body).toEqual([]);
    // The data export (whoever holds the phone can ask for it) lists both check-ins as answered safe,
    // says a PIN is set without any hash, and leaves the duress share out.
    const exported = (await a.request('GET', '/api/privacy/export')).body.safety;
    expect(exported.checkIns.map((c: { id: string; status: string; escalatedAt: string | null }) => [c.id, c.status, c.escalatedAt]).sort()).toEqual(
      [
        [real, 'safe', null],
        [forced, 'safe', null],
      ].sort(),
    );
    expect(exported.safetyPinSet).toBe(true);
    expect(exported.locationShares).toEqual([]);
    expect(JSON.stringify(exported)).not.toMatch(/duress|argon2/i);
    await new Promise((r) => setTimeout(r, 1000));
    expect(pushes).not.toContain(CHECK_IN_SOCKET_EVENTS.escalated);
    expect(pushes).not.toContain('share:started');
    // Answering again later (the real PIN, under pressure) never stands a duress alert down.
    expect((await a.request('POST', `/api/safety/check-ins/${forced}/safe`, { pin: '2468' })).body).toMatchObject({ status: 'safe' });
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.messagesTo(contact).map((m) => m.subject)).toEqual(['Safety alert: Fay did not check in']);
  }, 30_000);
});

describe("the venue's safety contact", () => {
  test('an emergency activated at the venue alerts its staff, with the photo to find the person by', async () => {
    const a = await person('Gus');
    // His photo, once screening passed it: staff see only a checked photo.
    const uploaded = await uploadPhoto(a, await noisePng());
    await eventually('the photo passed screening', async () => (await a.request('GET', '/api/auth/user')).body.profile.photos[0]?.screening === 'passed', { timeoutMs: 60_000 });
    await eventually('check-in known to safety', async () => (await db('safety').query('SELECT 1 FROM current_checkins WHERE user_id = $1', [a.userId])).length === 1);
    expect((await a.request('POST', '/api/emergency/activate', { location: '/safety', timestamp: new Date().toISOString(), userAgent: 'test' })).status).toBe(201);
    const mail = await smtp.waitForMessage('door@harbour.test', (m) => m.text.includes('Gus pressed the emergency button'));
    expect(mail.text).toContain('while at Harbour Lights');
    expect(mail.text).toContain(`Photo: `);
    expect(mail.text).toContain(uploaded.url);
  }, 90_000);
});

describe("a venue's safety contact, set in the admin dashboard", () => {
  test('only the business admin of the venue sets it (another is 404, a member 403); bad input 400; it reaches safety; an emergency there alerts it; clearing it turns it off', async () => {
    const owner = await person('Owner');
    expect((await owner.request('POST', '/api/admin/promote-self')).status).toBe(200);
    const created = await owner.request('POST', '/api/admin/venues', { name: 'Quay Bar', address: '2 Quay St', latitude: 52.6, longitude: 13.5, radiusM: 150, meetPoints: ['Front door'] });
    expect(created.status).toBe(201);
    const venue = created.body as { id: string; latitude: number; longitude: number };
    const path = `/api/admin/venues/${venue.id}/safety-contact`;
    expect((await owner.request('GET', path)).body).toEqual({ venueId: venue.id, enabled: false, email: null, phone: null, hours: null });

    const rival = await person('Rival');
    expect((await rival.request('POST', '/api/admin/promote-self')).status).toBe(200);
    expect((await rival.request('PUT', path, { email: 'evil@example.com' })).status).toBe(404);
    expect((await rival.request('GET', path)).status).toBe(404);
    const member = await person('Member');
    expect((await member.request('PUT', path, { email: 'evil@example.com' })).status).toBe(403);
    const bad = await owner.request('PUT', path, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect((await owner.request('PUT', path, { phone: '12' })).status).toBe(400);

    const staff = outside('door');
    const saved = await owner.request('PUT', path, { email: staff, phone: '+1 415 555 0188', hours: 'Door staff, 18:00-02:00' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ venueId: venue.id, enabled: true, email: staff, phone: '+14155550188', hours: 'Door staff, 18:00-02:00' });
    await eventually('safety knows it', async () => (await db('safety').query('SELECT 1 FROM venue_safety_contacts WHERE venue_id = $1', [venue.id])).length === 1);

    const guest = await person('Hal');
    expect((await guest.request('POST', '/api/checkin', checkInBody(venue.id, {}, venue))).status).toBeLessThan(300);
    await eventually(
      'check-in known to safety',
      async () => (await db('safety').query('SELECT 1 FROM current_checkins WHERE user_id = $1 AND venue_id = $2', [guest.userId, venue.id])).length === 1,
    );
    expect((await guest.request('POST', '/api/emergency/activate', { location: '/safety', timestamp: new Date().toISOString(), userAgent: 'test' })).status).toBe(201);
    const mail = await smtp.waitForMessage(staff, (m) => m.text.includes('Hal pressed the emergency button'));
    expect(mail.subject).toBe('Safety alert at Quay Bar: please check on a guest');

    expect((await owner.request('PUT', path, { email: '', phone: '' })).body).toMatchObject({ enabled: false, email: null, phone: null });
    await eventually('safety forgot it', async () => (await db('safety').query('SELECT 1 FROM venue_safety_contacts WHERE venue_id = $1', [venue.id])).length === 0);
  }, 30_000);
  test("a German venue's staff get the alert in German; the venue form sets the language (one we speak, else 400) and a change reaches safety", async () => {
    const owner = await person('Wirtin');
    expect((await owner.request('POST', '/api/admin/promote-self')).status).toBe(200);
    const form = { name: 'Kneipe am Kai', address: 'Kaistraße 1', latitude: 48.14, longitude: 11.58, radiusM: 150, meetPoints: ['Tresen'], language: 'de' };
    const created = await owner.request('POST', '/api/admin/venues', form);
    expect(created.status).toBe(201);
    expect(created.body.language).toBe('de');
    const venue = created.body as { id: string; latitude: number; longitude: number };
    const refused = await owner.request('PUT', `/api/admin/venues/${venue.id}`, { ...form, language: 'it' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields ?? {})).toContain('language');

    const staff = outside('tresen');
    expect((await owner.request('PUT', `/api/admin/venues/${venue.id}/safety-contact`, { email: staff, phone: '+1 415 555 0177' })).status).toBe(200);
    await eventually('safety knows it, German', async () => (await db('safety').query('SELECT language FROM venue_safety_contacts WHERE venue_id = $1', [venue.id]))[0]?.language === 'de');

    const guest = await person('Ida');
    expect((await guest.request('POST', '/api/checkin', checkInBody(venue.id, {}, venue))).status).toBeLessThan(300);
    await eventually(
      'check-in known to safety',
      async () => (await db('safety').query('SELECT 1 FROM current_checkins WHERE user_id = $1 AND venue_id = $2', [guest.userId, venue.id])).length === 1,
    );
    expect((await guest.request('POST', '/api/emergency/activate', { location: '/safety', timestamp: new Date().toISOString(), userAgent: 'test' })).status).toBe(201);
    const mail = await smtp.waitForMessage(staff, (m) => m.subject === 'Sicherheitswarnung in Kneipe am Kai: Bitte sehen Sie nach einem Gast');
    expect(mail.text).toMatch(
      /^Hallo,\n\nIda hat am \d{1,2}\. \S+ \d{4}, \d\d:\d\d UTC in Kneipe am Kai den Notfallknopf in Converge gedrückt\. Sie sind der Sicherheitskontakt dieses Lokals\./,
    );
    expect(mail.text).toContain('Treffpunkt: ');
    expect(mail.text).toContain('wählen Sie Ihre örtliche Notrufnummer');
    expect(mail.text).not.toContain('Safety alert');
    await eventually('the German text went out', async () => {
      const texts: Array<{ body: string }> = await db('safety').query(`SELECT body FROM outgoing_messages WHERE recipient = '+14155550177' AND sent_at IS NOT NULL`);
      return texts.length === 1 && texts[0]!.body.startsWith('Converge-Sicherheitswarnung in Kneipe am Kai: Ida hat den Notfallknopf in Converge gedrückt.');
    });

    // The owner switches the venue to French: safety's copy follows, for the next alert.
    const edited = await owner.request('PUT', `/api/admin/venues/${venue.id}`, { ...form, language: 'fr' });
    expect(edited.status).toBe(200);
    expect(edited.body.language).toBe('fr');
    await eventually('safety knows the French', async () => (await db('safety').query('SELECT language FROM venue_safety_contacts WHERE venue_id = $1', [venue.id]))[0]?.language === 'fr');
    // Left out of an edit, the language stays.
    const { language: _left, ...withoutLanguage } = form;
    expect((await owner.request('PUT', `/api/admin/venues/${venue.id}`, withoutLanguage)).body.language).toBe('fr');
  }, 30_000);
});
