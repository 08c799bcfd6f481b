import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import { PROFESSIONAL_CONNECTION_REQUESTED, type ProfessionalConnectionRequestedPush, type ProfessionalListResponse, type ProfessionalProfileInput } from '@converge/contracts';
import { eventually } from '@converge/platform';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { ChatModule } from '@converge/chat';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { checkInBody, insertVenue } from './support/venues.js';
import { connectSocket, standInIdentityGate } from './support/sockets.js';
import { publishEvent, sessionPerson, type Person } from './support/people.js';

/**
 * Professional networking through the real gateway process and the real venue, matching
 * and chat services: check-ins carry a mode, matching scores the people here, a connection request
 * reaches the other person live, and accepting it opens a conversation in chat with the message.
 * Identity's gate is answered by a stand-in; profiles and blocks arrive as the events identity and
 * safety publish.
 */
let stack: GatewayTestStack;
let venueDb: DataSource;
let matchingDb: DataSource;
let chatDb: DataSource;

beforeAll(async () => {
  stack = await startGatewayTestStack([VenueModule, MatchingModule, ChatModule]);
  venueDb = stack.services[0]!.get(DataSource);
  matchingDb = stack.services[1]!.get(DataSource);
  chatDb = stack.services[2]!.get(DataSource);
  standInIdentityGate(stack);
}, 90_000);

afterAll(() => stack?.close());

function person(name: string, isIncognito = false): Promise<Person> {
  return sessionPerson(stack, name, {
    isIncognito,
    age: 30,
    ready: [
      async (userId) => (await matchingDb.query('SELECT 1 FROM profile_cards WHERE user_id = $1', [userId])).length === 1,
      async (userId) => (await chatDb.query('SELECT 1 FROM display_names WHERE user_id = $1', [userId])).length === 1,
    ],
  });
}

let venueCount = 0;
async function newVenue(): Promise<string> {
  venueCount += 1;
  const { id } = await insertVenue(venueDb, { name: `Hub ${venueCount}`, address: `${venueCount} Main St`, latitude: 10 + venueCount * 0.1, longitude: 20, meetPoints: ['Bar'] });
  return id;
}

async function checkIn(p: Person, venueId: string, mode?: 'dating' | 'professional') {
  const res = await p.request('POST', '/api/checkin', checkInBody(venueId, mode ? { mode } : {}));
  expect(res.status).toBe(201);
  expect(res.body.mode).toBe(mode ?? 'dating');
  await eventually(`${p.name}'s check-in in matching`, async () => {
    const rows = await matchingDb.query('SELECT mode FROM active_checkins WHERE user_id = $1 AND venue_id = $2', [p.userId, venueId]);
    return rows[0]?.mode === (mode ?? 'dating');
  });
}

const profile = (over: Partial<ProfessionalProfileInput> = {}): ProfessionalProfileInput => ({
  displayName: 'Ana Silva',
  jobTitle: 'Product Manager',
  company: 'Finly',
  industry: 'Technology',
  seniority: 'Mid',
  expertise: ['Product Strategy', 'Agile'],
  interests: ['Machine Learning', 'Fintech', 'Startups'],
  bio: 'Building payments for small shops.',
  linkedinUrl: 'https://www.linkedin.com/in/ana-silva',
  workLocation: 'Lisbon',
  timezone: 'Europe/Lisbon',
  ...over,
});
const benProfile = profile({
  displayName: 'Ben Okafor',
  jobTitle: 'CTO',
  company: 'Ledgerly',
  seniority: 'Senior',
  expertise: ['machine learning', 'Cloud Architecture', 'Fintech'],
  interests: ['Startups', 'Product Strategy'],
  timezone: 'Africa/Lagos',
});
const chefProfile = profile({
  displayName: 'Cleo Chef',
  jobTitle: 'Head Chef',
  company: '',
  industry: 'Hospitality',
  seniority: 'Executive',
  expertise: ['Menu Design'],
  interests: ['Wine'],
});

async function saveProfile(p: Person, body: ProfessionalProfileInput) {
  const res = await p.request('PUT', '/api/professional/profile', body);
  expect(res.status).toBe(200);
  return res.body;
}

async function nearby(p: Person): Promise<ProfessionalListResponse> {
  const res = await p.request('GET', '/api/professional/nearby');
  expect(res.status).toBe(200);
  return res.body;
}

const connect = (client: TestClient): Promise<Socket> => connectSocket(stack, client);

describe('professional profile', () => {
  it('starts empty, saves, and reads back what was saved', async () => {
    const ana = await person('Ana');
    expect((await ana.request('GET', '/api/professional/profile')).body).toEqual({ profile: null });
    const saved = await saveProfile(ana, { ...profile(), expertise: ['Agile', 'agile', 'Product Strategy'] });
    expect(saved.profile).toMatchObject({ displayName: 'Ana Silva', industry: 'Technology', seniority: 'Mid', expertise: ['agile', 'Product Strategy'], timezone: 'Europe/Lisbon' });
    expect((await ana.request('GET', '/api/professional/profile')).body).toEqual(saved);
  });

  it.each([
    // Sentences a person understands, from the one mapping the web forms use too.
    ['industry', { industry: 'Alchemy' }, 'Choose an industry from the list.'],
    ['seniority', { seniority: 'Intern' }, 'Seniority must be Entry, Mid, Senior or Executive.'],
    ['expertise', { expertise: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'Expertise can hold at most 10 tags.'],
    ['interests', { interests: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'Interests can hold at most 10 tags.'],
    ['linkedinUrl', { linkedinUrl: 'http://linkedin.com/in/x' }, 'Please enter your LinkedIn link (https://www.linkedin.com/in/…).'],
    ['linkedinUrl', { linkedinUrl: 'https://linkedin.com.evil.example/in/x' }, 'Please enter your LinkedIn link (https://www.linkedin.com/in/…).'],
    ['timezone', { timezone: 'Mars/Olympus' }, 'Choose a time zone from the list, such as Europe/London.'],
    ['displayName', { displayName: '  ' }, 'Display name is required.'],
  ])('rejects a bad %s with 400 naming the field', async (field, over, message) => {
    const ana = await person('Bad');
    const res = await ana.request('PUT', '/api/professional/profile', profile(over as Partial<ProfessionalProfileInput>));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(res.body.message).toEqual(res.body.fields[field]);
    expect((await ana.request('GET', '/api/professional/profile')).body).toEqual({ profile: null });
  });

  it('asks for a profile before listing people', async () => {
    const ana = await person('NoProfile');
    const res = await ana.request('GET', '/api/professional/nearby');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PROFESSIONAL_PROFILE_REQUIRED');
  });
});

describe('modes and scores', () => {
  it('shows professional people to each other with a score, never to dating people, and the other way round', async () => {
    const venueId = await newVenue();
    const [ana, ben, cleo, dana, eve] = await Promise.all([person('Ana'), person('Ben'), person('Cleo'), person('Dana'), person('Eve')]);
    await Promise.all([saveProfile(ana, profile()), saveProfile(ben, benProfile), saveProfile(cleo, chefProfile), saveProfile(dana, profile({ displayName: 'Dana' }))]);
    await checkIn(ana, venueId, 'professional');
    await checkIn(ben, venueId, 'professional');
    await checkIn(cleo, venueId, 'professional');
    await checkIn(dana, venueId); // dating (the default), though she has a professional profile
    await checkIn(eve, venueId, 'dating');

    const list = await nearby(ana);
    expect(list.venue).toEqual({ id: venueId, name: expect.stringMatching(/^Hub /) });
    expect(list.peopleHere).toBe(2);
    expect(list.people.map((p) => [p.professionalProfile.displayName, p.matchScore])).toEqual([
      ['Ben Okafor', 100],
      ['Cleo Chef', 30],
    ]);
    const [first] = list.people;
    expect(first).toMatchObject({
      userId: ben.userId,
      commonInterests: ['Startups', 'Product Strategy', 'machine learning', 'Fintech'],
      networkingOpportunity: 'Mentorship: Ben Okafor, CTO at Ledgerly (Senior), has expertise in machine learning and Fintech.',
      suggestedTopics: ['Startups', 'machine learning', 'Fintech', 'Product Strategy'],
      suggestedTopicMessages: [null, null, null, null],
      meetingContext: expect.stringContaining('Hub '),
      distance: 0,
      connection: null,
    });
    // The sentence and where both are carry their keys, with the person's words and the seniority as arguments.
    expect(first!.networkingOpportunityMessage).toEqual({
      key: 'opportunity.mentorshipAt',
      params: { name: 'Ben Okafor', jobTitle: 'CTO', company: 'Ledgerly', seniority: 'Senior', topic1: 'machine learning', topic2: 'Fintech' },
    });
    expect(first!.meetingContextMessage).toEqual({ key: 'context.atVenue', params: { venue: expect.stringContaining('Hub ') } });
    // A topic we wrote (the industries) carries its key and the industries, so the web shows it in the viewer's language.
    const cleoEntry = list.people[1]!;
    expect(cleoEntry.suggestedTopics.at(-1)).toBe('Technology meets Hospitality');
    expect(cleoEntry.suggestedTopicMessages.at(-1)).toEqual({ key: 'topic.industriesMeet', params: { mine: 'Technology', theirs: 'Hospitality' } });

    // Industry tab: only people of that industry, here.
    const hosp = await ana.request('GET', '/api/professional/industry?industry=Hospitality');
    expect(hosp.status).toBe(200);
    expect(hosp.body.people.map((p: { userId: string }) => p.userId)).toEqual([cleo.userId]);
    const bad = await ana.request('GET', '/api/professional/industry?industry=Nope');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.industry).toBe('Choose an industry from the list.');

    // Dating discovery: Dana sees Eve only; Ana (professional mode) sees nobody there.
    const dating = await dana.request('GET', `/api/discovery/profiles?venueId=${venueId}`);
    expect(dating.status).toBe(200);
    expect(dating.body.map((p: { id: string }) => p.id)).toEqual([eve.userId]);
    const anaDating = await ana.request('GET', `/api/discovery/profiles?venueId=${venueId}`);
    expect(anaDating.body).toEqual([]);
    // Dana is in dating mode: she sees no professionals.
    expect((await nearby(dana)).people).toEqual([]);
    expect((await nearby(dana)).venue).toBeNull();

    // Likes follow the same line on the server, not only on the screen: a dating like of a professional
    // is refused like a like of anyone not here, and a professional cannot like at the venue.
    // The same venue in another mode is no shared context, with or without the venue named.
    expect((await dana.request('POST', '/api/likes', { toUserId: ana.userId, venueId })).body).toMatchObject({ code: 'NO_SHARED_CONTEXT' });
    expect((await dana.request('POST', '/api/likes', { toUserId: ana.userId, contextMessage: 'Hi!' })).body).toMatchObject({ code: 'NO_SHARED_CONTEXT' });
    // Ana is told why, not the generic "check in" refusal.
    const refused = await ana.request('POST', '/api/likes', { toUserId: eve.userId, venueId });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'PROFESSIONAL_MODE',
      message: 'You are checked in for professional networking here. Likes are for dating mode: check in again in dating mode to like people.',
    });
    expect((await dana.request('POST', '/api/likes', { toUserId: eve.userId, venueId })).body).toEqual({ liked: true, matched: false });
  });

  it('hides blocked and incognito people', async () => {
    const venueId = await newVenue();
    const [ana, ben, ghost] = await Promise.all([person('Ana'), person('Ben'), person('Ghost', true)]);
    await Promise.all([saveProfile(ana, profile()), saveProfile(ben, benProfile), saveProfile(ghost, chefProfile)]);
    await checkIn(ana, venueId, 'professional');
    await checkIn(ben, venueId, 'professional');
    await checkIn(ghost, venueId, 'professional');
    expect((await nearby(ana)).people.map((p) => p.userId)).toEqual([ben.userId]);

    await publishEvent(stack, 'UserBlocked', { blockerId: ben.userId, blockedId: ana.userId, blockedAt: new Date().toISOString() });
    await eventually('the block in matching', async () => (await matchingDb.query('SELECT 1 FROM exclusions WHERE user_id = $1', [ana.userId])).length === 1);
    expect((await nearby(ana)).people).toEqual([]);
    expect((await nearby(ben)).people).toEqual([]);
    const res = await ana.request('POST', '/api/professional/connections', { toUserId: ben.userId, message: 'Hi' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot connect with this person.');
  });
});

describe('industry: at my venue or live nearby', () => {
  const around = { latitude: -33.9, longitude: 151.3 };
  const north = (m: number) => ({ latitude: around.latitude + m / 111_320, longitude: around.longitude });
  const goLive = async (p: Person, at: { latitude: number; longitude: number }) => {
    const res = await p.request('PUT', '/api/live-status', { ...at, currentActivity: 'working', currentMood: 'open_to_chat' });
    expect(res.status).toBe(200);
  };

  it('lists people of the industry live near me (not only at my venue), with their shown distance, never blocked or incognito ones, and I can connect', async () => {
    const [ana, fin, hana, gus, ivy, jon] = await Promise.all([person('Ana'), person('Fin'), person('Hana'), person('Gus'), person('Ivy', true), person('Jon')]);
    await Promise.all([
      saveProfile(ana, profile()),
      saveProfile(fin, benProfile),
      saveProfile(hana, chefProfile),
      saveProfile(gus, profile({ displayName: 'Gus Far' })),
      saveProfile(ivy, profile({ displayName: 'Ivy Hidden' })),
      saveProfile(jon, profile({ displayName: 'Jon Blocked' })),
    ]);
    await publishEvent(stack, 'UserBlocked', { blockerId: jon.userId, blockedId: ana.userId, blockedAt: new Date().toISOString() });
    await eventually(
      'the block in matching and venue',
      async () =>
        (await matchingDb.query('SELECT 1 FROM exclusions WHERE user_id = $1', [ana.userId])).length === 1 &&
        (await venueDb.query('SELECT 1 FROM live_blocks WHERE blocked_id = $1', [ana.userId])).length === 1,
    );
    // Ana is not checked in anywhere: before she goes live, nobody.
    const before = await ana.request('GET', '/api/professional/industry?industry=Technology');
    expect(before.status).toBe(200);
    expect(before.body.people).toEqual([]);

    await goLive(ana, around);
    await goLive(fin, north(150));
    await goLive(hana, north(100)); // Hospitality
    await goLive(gus, north(3000)); // too far
    await goLive(ivy, north(50)); // incognito
    await goLive(jon, north(50)); // blocked Ana

    const tech = await ana.request('GET', '/api/professional/industry?industry=Technology');
    expect(tech.status).toBe(200);
    expect(tech.body.venue).toBeNull();
    expect(tech.body.people.map((p: { userId: string }) => p.userId)).toEqual([fin.userId]);
    const [entry] = tech.body.people;
    expect(entry).toMatchObject({
      professionalProfile: { displayName: 'Ben Okafor' },
      matchScore: 100,
      meetingContext: 'Both live nearby',
      meetingContextMessage: { key: 'context.liveNearby', params: {} },
      connection: null,
    });
    // km, from the snapped cells in 25 m steps (never the exact distance).
    expect(Math.round(entry.distance * 1000) % 25).toBe(0);
    expect(Math.abs(entry.distance * 1000 - 150)).toBeLessThanOrEqual(50);
    const hosp = await ana.request('GET', '/api/professional/industry?industry=Hospitality');
    expect(hosp.body.people.map((p: { userId: string }) => p.userId)).toEqual([hana.userId]);
    // The nearby tab stays "at my venue": Ana is at none.
    expect((await nearby(ana)).people).toEqual([]);

    // Someone listed live nearby can be asked to connect; someone blocked cannot.
    const asked = await ana.request('POST', '/api/professional/connections', { toUserId: fin.userId, message: 'Coffee nearby?' });
    expect(asked.status).toBe(201);
    expect((await ana.request('POST', '/api/professional/connections', { toUserId: gus.userId })).status).toBe(404);
    expect((await ana.request('POST', '/api/professional/connections', { toUserId: jon.userId })).status).toBe(403);
  });
});

describe('connections', () => {
  it('request → live push and list → duplicate 409 → accept opens a conversation with the message first', async () => {
    const venueId = await newVenue();
    const [ana, ben] = await Promise.all([person('Ana'), person('Ben')]);
    await Promise.all([saveProfile(ana, profile()), saveProfile(ben, benProfile)]);
    await checkIn(ana, venueId, 'professional');
    await checkIn(ben, venueId, 'professional');
    const benSocket = await connect(ben);
    const pushed = new Promise<ProfessionalConnectionRequestedPush>((resolve) => benSocket.once(PROFESSIONAL_CONNECTION_REQUESTED, resolve));

    const sent = await ana.request('POST', '/api/professional/connections', { toUserId: ben.userId, message: 'Would love to hear how Ledgerly does ML.' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ fromUserId: ana.userId, toUserId: ben.userId, status: 'pending', other: { displayName: 'Ben Okafor', jobTitle: 'CTO' } });
    expect(await pushed).toMatchObject({ connectionId: sent.body.id, fromUserId: ana.userId, fromDisplayName: 'Ana Silva', message: 'Would love to hear how Ledgerly does ML.' });

    const incoming = (await ben.request('GET', '/api/professional/connections')).body;
    expect(incoming.incoming).toEqual([expect.objectContaining({ id: sent.body.id, other: expect.objectContaining({ displayName: 'Ana Silva' }) })]);
    expect((await ana.request('GET', '/api/professional/connections')).body.outgoing.map((c: { id: string }) => c.id)).toEqual([sent.body.id]);
    expect((await nearby(ana)).people[0]!.connection).toEqual({ id: sent.body.id, status: 'pending', direction: 'outgoing' });

    const again = await ana.request('POST', '/api/professional/connections', { toUserId: ben.userId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already asked Ben Okafor to connect.');

    // Only the recipient may answer.
    expect((await ana.request('POST', `/api/professional/connections/${sent.body.id}/accept`)).status).toBe(404);
    const accepted = await ben.request('POST', `/api/professional/connections/${sent.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');

    let conversation: { id: string; lastMessagePreview: string | null } | undefined;
    await eventually('the conversation opened', async () => !!(conversation = (await ben.request('GET', '/api/conversations')).body[0]));
    const messages = (await ana.request('GET', `/api/conversations/${conversation!.id}/messages`)).body;
    expect(messages.map((m: { content: string; sender: { id: string } }) => [m.content, m.sender.id])).toEqual([['Would love to hear how Ledgerly does ML.', ana.userId]]);
    const both = (await ana.request('GET', '/api/professional/connections')).body;
    expect(both.connections.map((c: { id: string }) => c.id)).toEqual([sent.body.id]);
    expect(both.outgoing).toEqual([]);
    const dup = await ben.request('POST', '/api/professional/connections', { toUserId: ana.userId });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('You are already connected with Ana Silva.');
  });

  it('a decline is not told to the sender, and asking again is still a duplicate', async () => {
    const venueId = await newVenue();
    const [ana, ben] = await Promise.all([person('Ana'), person('Ben')]);
    await Promise.all([saveProfile(ana, profile()), saveProfile(ben, benProfile)]);
    await checkIn(ana, venueId, 'professional');
    await checkIn(ben, venueId, 'professional');
    const sent = await ana.request('POST', '/api/professional/connections', { toUserId: ben.userId });
    expect(sent.status).toBe(201);
    const declined = await ben.request('POST', `/api/professional/connections/${sent.body.id}/decline`);
    expect(declined.status).toBe(200);
    expect((await ben.request('GET', '/api/professional/connections')).body.incoming).toEqual([]);
    expect((await ana.request('GET', '/api/professional/connections')).body.outgoing).toEqual([expect.objectContaining({ id: sent.body.id, status: 'pending' })]);
    expect((await ana.request('POST', '/api/professional/connections', { toUserId: ben.userId })).status).toBe(409);
    expect((await ben.request('POST', `/api/professional/connections/${sent.body.id}/accept`)).status).toBe(404);
    // Ben may still ask Ana himself later.
    expect((await ben.request('POST', '/api/professional/connections', { toUserId: ana.userId })).status).toBe(201);
  });

  it('cannot connect with someone not networking here, nor with a malformed body', async () => {
    const venueId = await newVenue();
    const [ana, dating] = await Promise.all([person('Ana'), person('Dating')]);
    await Promise.all([saveProfile(ana, profile()), saveProfile(dating, benProfile)]);
    await checkIn(ana, venueId, 'professional');
    await checkIn(dating, venueId, 'dating');
    const res = await ana.request('POST', '/api/professional/connections', { toUserId: dating.userId });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This person is not available for networking right now.');
    const bad = await ana.request('POST', '/api/professional/connections', { toUserId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.toUserId).toBe('toUserId must be a person id.');
  });

  it('limits connection requests per person: the 21st within the hour is 429 with the message', async () => {
    const ana = await person('Eager');
    await saveProfile(ana, profile());
    for (let i = 0; i < 20; i++) {
      expect((await ana.request('POST', '/api/professional/connections', { toUserId: randomUUID() })).status).toBe(404);
    }
    const res = await ana.request('POST', '/api/professional/connections', { toUserId: randomUUID() });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('You sent many connection requests. Please wait a while before sending more.');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
