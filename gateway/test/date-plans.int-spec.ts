import { DataSource } from 'typeorm';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { SafetyModule } from '@converge/safety';
import { eventually } from '@converge/platform';
import { startSmtpInbox, type SmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { MANY_PEOPLE, startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';
import { insertVenue } from './support/venues.js';
import { registeredPerson, type Person } from './support/people.js';

/**
 * Share My Date through HTTP: identity, venue, matching and safety in this process, the built gateway as
 * its own process, a real SMTP server keeping every mail, real Postgres, Redis and NATS.
 */
let stack: GatewayTestStack;
let smtp: SmtpInbox;
let venueId: string;
const PUBLIC = 'https://converge.test';
const SERVICE_NAMES = ['identity', 'venue', 'matching', 'safety'] as const;
const db = (service: (typeof SERVICE_NAMES)[number]) => stack.services[SERVICE_NAMES.indexOf(service)]!.get(DataSource);

beforeAll(async () => {
  smtp = await startSmtpInbox();
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, SafetyModule], {
    ...MANY_PEOPLE,
    PUBLIC_URL: PUBLIC,
    SMTP_URL: smtp.url,
    OUTGOING_SWEEP_AFTER_MS: '500',
  });
  ({ id: venueId } = await insertVenue(db('venue'), { name: 'Harbour Bar', address: '12 Quay Street, Dublin' }));
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
}, 60_000);

const person = (name: string): Promise<Person> => registeredPerson(stack, name, { venueId });

const discovered = async (viewer: Person) => ((await viewer.request('GET', `/api/discovery/profiles?venueId=${venueId}`)).body as Array<{ id: string }>).map((p) => p.id);

/** Two people who liked each other at the venue; B has a main photo. */
async function matchedPair(nameA: string, nameB: string) {
  const [a, b] = [await person(nameA), await person(nameB)];
  await eventually('both in discovery', async () => (await discovered(a)).includes(b.userId) && (await discovered(b)).includes(a.userId));
  expect((await a.request('POST', '/api/likes', { toUserId: b.userId, venueId })).body).toMatchObject({ matched: false });
  const liked = await b.request('POST', '/api/likes', { toUserId: a.userId, venueId });
  expect(liked.body).toMatchObject({ matched: true });
  await db('matching').query('UPDATE profile_cards SET photos = $2::jsonb WHERE user_id = $1', [
    b.userId,
    JSON.stringify([`/api/photos/${b.userId}-main.jpg`, `/api/photos/${b.userId}-2.jpg`]),
  ]);
  return { a, b, matchId: liked.body.matchId as string };
}

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const tokenOf = (url: string) => url.split('/date/')[1]!;
const publicPlan = (token: string) => stack.client().request('GET', `/api/date-plans/public/${token}`);
const plansOf = async (userId: string) => (await db('safety').query('SELECT * FROM date_plans WHERE user_id = $1', [userId])) as Array<Record<string, unknown>>;

describe('Share My Date', () => {
  test('a plan for my match: the link, the owner list, and a public page with exactly first name, age, main photo, venue name and address, time and note', async () => {
    const { a, b, matchId } = await matchedPair('Ava', 'Ben Carter');
    const startsAt = inHours(3);
    const created = await a.request('POST', '/api/date-plans', { matchId, startsAt, note: 'Drinks, then maybe dinner' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), url: expect.stringMatching(/^\/date\/[A-Za-z0-9_-]{43}$/), expiresAt: new Date(Date.parse(startsAt) + 86_400_000).toISOString() });

    const page = await publicPlan(tokenOf(created.body.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    // Exactly these keys: no surname, email, phone, coordinates or user id can slip in.
    expect(Object.keys(page.body).sort()).toEqual(['age', 'expiresAt', 'firstName', 'note', 'photoUrl', 'startsAt', 'venueAddress', 'venueName']);
    expect(page.body).toEqual({
      firstName: 'Ben',
      age: expect.any(Number),
      photoUrl: `/api/photos/${b.userId}-main.jpg`,
      venueName: 'Harbour Bar',
      venueAddress: '12 Quay Street, Dublin',
      startsAt: new Date(startsAt).toISOString(),
      note: 'Drinks, then maybe dinner',
      expiresAt: created.body.expiresAt,
    });
    const raw = JSON.stringify(page.body);
    for (const secret of ['Carter', b.email, a.email, a.userId, matchId, venueId]) expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/latitude|longitude|52\.52|13\.41/);

    const list = await a.request('GET', '/api/date-plans');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.id, matchId, url: created.body.url, firstName: 'Ben', venueName: 'Harbour Bar', note: 'Drinks, then maybe dinner', sentAt: null }),
    ]);
    // Ben has no plan of Ava's in his list; a plan of his own is about Ava.
    expect((await b.request('GET', '/api/date-plans')).body).toEqual([]);
    const his = await b.request('POST', '/api/date-plans', { matchId, startsAt });
    expect(his.status).toBe(201);
    expect((await publicPlan(tokenOf(his.body.url))).body).toMatchObject({ firstName: 'Ava', photoUrl: null, note: null });
  });

  test('bad input and someone else’s match: clear 4xx, nothing stored', async () => {
    const { a, matchId } = await matchedPair('Cleo', 'Dan');
    const stranger = await person('Eve');
    const notMine = await stranger.request('POST', '/api/date-plans', { matchId, startsAt: inHours(2) });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toMatchObject({ code: 'MATCH_NOT_FOUND', message: 'Match not found.' });
    expect((await a.request('POST', '/api/date-plans', { matchId: '6f1c1c3e-8f7e-4d5b-9a39-0c2b1b1f0f00', startsAt: inHours(2) })).status).toBe(404);

    const missing = await a.request('POST', '/api/date-plans', { startsAt: inHours(2) });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('matchId');
    const notADate = await a.request('POST', '/api/date-plans', { matchId, startsAt: 'tonight' });
    expect(notADate.status).toBe(400);
    expect(notADate.body.fields).toHaveProperty('startsAt');
    expect((await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(2), note: 'x'.repeat(501) })).status).toBe(400);
    const past = await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(-13) });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('That time has already passed. Please choose when your date starts.');
    expect((await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(31 * 24) })).status).toBe(422);
    expect((await stack.client().request('POST', '/api/date-plans', { matchId, startsAt: inHours(2) })).status).toBe(401);
    expect((await stack.client().request('GET', '/api/date-plans')).status).toBe(401);

    expect(await plansOf(a.userId)).toEqual([]);
    expect(await plansOf(stranger.userId)).toEqual([]);

    // Unknown and malformed tokens are the same 404.
    expect((await publicPlan('A'.repeat(43))).status).toBe(404);
    expect((await publicPlan('not a token')).status).toBe(404);
  });

  test('revoke: the page answers 410 at once; only the owner can revoke or send (404 for anyone else)', async () => {
    const { a, matchId } = await matchedPair('Fay', 'Gus');
    const stranger = await person('Hal');
    const created = await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(1) });
    expect((await stranger.request('DELETE', `/api/date-plans/${created.body.id}`)).status).toBe(404);
    expect((await stranger.request('POST', `/api/date-plans/${created.body.id}/send`)).status).toBe(404);
    expect((await stranger.request('DELETE', '/api/date-plans/not-an-id')).status).toBe(404);
    expect((await publicPlan(tokenOf(created.body.url))).status).toBe(200);

    const revoked = await a.request('DELETE', `/api/date-plans/${created.body.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ id: created.body.id, revoked: true });
    const gone = await publicPlan(tokenOf(created.body.url));
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 'DATE_PLAN_ENDED', message: 'This date plan is no longer shared.' });
    expect((await a.request('DELETE', `/api/date-plans/${created.body.id}`)).status).toBe(200);
    expect((await a.request('GET', '/api/date-plans')).body).toEqual([]);
    expect((await a.request('POST', `/api/date-plans/${created.body.id}/send`)).status).toBe(410);
  });

  test('a day after the date starts the page answers 410', async () => {
    const { a, matchId } = await matchedPair('Ida', 'Jon');
    // A match made days ago (no longer among the "active" ones of the last 24 h) can still have a plan.
    await db('matching').query("UPDATE matches SET created_at = now() - interval '3 days' WHERE id = $1", [matchId]);
    const created = await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(-1) });
    expect(created.status).toBe(201);
    expect((await publicPlan(tokenOf(created.body.url))).status).toBe(200);
    await db('safety').query('UPDATE date_plans SET expires_at = now() WHERE id = $1', [created.body.id]);
    expect((await publicPlan(tokenOf(created.body.url))).status).toBe(410);
    expect((await a.request('GET', '/api/date-plans')).body).toEqual([]);
  });

  test('blocking the match revokes the plan (either way round), and a blocked match gets no new plan', async () => {
    const { a, b, matchId } = await matchedPair('Kim', 'Leo');
    const mine = await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(2) });
    const his = await b.request('POST', '/api/date-plans', { matchId, startsAt: inHours(2) });
    expect((await a.request('POST', '/api/safety/block', { blockedUserId: b.userId })).status).toBe(200);
    // At once, before the block's event is consumed: the page reads the blocks.
    expect((await publicPlan(tokenOf(mine.body.url))).status).toBe(410);
    expect((await publicPlan(tokenOf(his.body.url))).status).toBe(410);
    await eventually('both plans revoked for the block', async () => {
      const rows = await db('safety').query('SELECT revoked_reason FROM date_plans WHERE id = ANY($1::uuid[])', [[mine.body.id, his.body.id]]);
      return rows.length === 2 && rows.every((r: { revoked_reason: string }) => r.revoked_reason === 'blocked');
    });
    const refused = await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(2) });
    expect(refused.status).toBe(404);
    expect((await b.request('POST', '/api/date-plans', { matchId, startsAt: inHours(2) })).status).toBe(404);
    expect(await plansOf(a.userId)).toHaveLength(1);
    // Unblocking does not bring a plan back.
    expect((await a.request('DELETE', `/api/safety/blocks/${b.userId}`)).status).toBe(200);
    expect((await publicPlan(tokenOf(mine.body.url))).status).toBe(410);
  });

  test("send: one step mails every trusted contact with an address (the app's words and the link, never the note); none → 409", async () => {
    const { a, matchId } = await matchedPair('Mia', 'Ned');
    const created = await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(2), note: 'Call me at 10 if I have not texted' });
    const none = await a.request('POST', `/api/date-plans/${created.body.id}/send`);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Add a trusted contact with an email address first.');

    const sis = `sis-${a.userId.slice(0, 8)}@example.com`;
    const friend = `friend-${a.userId.slice(0, 8)}@example.com`;
    for (const contact of [
      { name: 'Sis', email: sis },
      { name: 'Friend', email: friend, phone: '+14155552671' },
      { name: 'Dad', phone: '+14155552672' },
    ]) {
      expect((await a.request('POST', '/api/safety/contacts', contact)).status).toBe(201);
    }
    const sent = await a.request('POST', `/api/date-plans/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ id: created.body.id, contactsEmailed: 2 });

    const mail = await smtp.waitForMessage(sis);
    expect(mail.subject).toBe('Mia shared their date plan with you');
    expect(mail.text).toContain('Mia is meeting Ned at Harbour Bar on ');
    expect(mail.text).toContain(`See the plan: ${PUBLIC}${created.body.url}`);
    expect(mail.raw).not.toContain('Call me at 10');
    expect(mail.raw).toContain('List-Unsubscribe');
    await smtp.waitForMessage(friend);
    expect((await a.request('GET', '/api/date-plans')).body[0].sentAt).toEqual(expect.any(String));
  });
  test("a German member's contacts get the plan in German, the unsubscribe footer too", async () => {
    const { a, matchId } = await matchedPair('Jana', 'Sam');
    expect((await a.request('PUT', '/api/profile', { language: 'de' })).status).toBe(200);
    await eventually('safety knows Jana writes German', async () => (await db('safety').query('SELECT language FROM user_languages WHERE user_id = $1', [a.userId]))[0]?.language === 'de');
    const created = await a.request('POST', '/api/date-plans', { matchId, startsAt: inHours(2) });
    const friend = `freundin-${a.userId.slice(0, 8)}@example.com`;
    expect((await a.request('POST', '/api/safety/contacts', { name: 'Freundin', email: friend })).status).toBe(201);
    expect((await a.request('POST', `/api/date-plans/${created.body.id}/send`)).status).toBe(200);

    const mail = await smtp.waitForMessage(friend);
    expect(mail.subject).toBe('Jana hat den Plan für ein Date mit Ihnen geteilt');
    expect(mail.text).toMatch(/^Jana trifft sich am .+ UTC mit Sam in Harbour Bar und hat den Plan über Converge mit Ihnen geteilt/);
    expect(mail.text).toContain(`Zum Plan: ${PUBLIC}${created.body.url}`);
    expect(mail.text).toContain('Sie erhalten diese E-Mail, weil ein Converge-Mitglied diese Adresse angegeben hat.');
    expect(mail.text).toContain(`Keine E-Mails mehr von Converge an diese Adresse: ${PUBLIC}/de/unsubscribe?token=`);
    expect(mail.text).not.toContain('shared their date plan');
  });
});
