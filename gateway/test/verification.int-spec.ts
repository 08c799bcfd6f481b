import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { Redis } from 'ioredis';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { RPC } from '@converge/contracts';
import { eventually, eventuallyValue, REDIS, RpcClient, SmsSender } from '@converge/platform';
import { startSmtpInbox, type SmtpInbox } from '@converge/platform/testing/smtp-inbox';
import { IdentityModule } from '@converge/identity';
import { VenueModule } from '@converge/venue';
import { MatchingModule } from '@converge/matching';
import { AdminModule } from '@converge/admin';
import { VerificationJobs } from '@converge/identity';
import { startGatewayTestStack, type GatewayTestStack, type TestClient } from './support/test-stack.js';
import { insertVenue } from './support/venues.js';

// Three services, a gateway process and an SMTP listener take more than the default 5 s to boot.
jest.setTimeout(60_000);

const ADMIN_EMAIL = 'verify-admin@test.example';
const photosDir = mkdtempSync(path.join(tmpdir(), 'converge-vphotos-'));
const evidenceDir = mkdtempSync(path.join(tmpdir(), 'converge-evidence-'));
let stack: GatewayTestStack;
let identity: INestApplicationContext;
let identityDb: DataSource;
let smtp: SmtpInbox;
/** Every text message identity sent through the SMS provider. */
const texts: Array<{ to: string; text: string }> = [];
const venue = { id: '', lat: 48.8566, lng: 2.3522 };

beforeAll(async () => {
  smtp = await startSmtpInbox();
  stack = await startGatewayTestStack([IdentityModule, VenueModule, MatchingModule, AdminModule], {
    ADMIN_EMAILS: ADMIN_EMAIL,
    SMTP_URL: smtp.url,
    STORAGE_DIR: photosDir,
    VERIFICATION_STORAGE_DIR: evidenceDir,
    CHECKIN_RATE_LIMIT: '1000',
    // This file is about the human review queue (every step); face-check.int-spec.ts covers the model's selfie decisions.
    FACE_CHECK_ENABLED: 'false',
  });
  identity = stack.services[0];
  identityDb = identity.get(DataSource);
  // The development SMS provider only logs; keep what it was asked to send, as a phone would receive it.
  const sender = identity.get(SmsSender);
  const send = sender.send.bind(sender);
  sender.send = async (to, text) => {
    await send(to, text);
    texts.push({ to, text });
  };
  ({ id: venue.id } = await insertVenue(stack.services[1].get(DataSource), {
    name: 'Café Vérifié',
    address: '1 Rue de Rivoli, Paris',
    latitude: venue.lat,
    longitude: venue.lng,
    meetPoints: ['Bar'],
  }));
});

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
  rmSync(photosDir, { recursive: true, force: true });
  rmSync(evidenceDir, { recursive: true, force: true });
});

/** A signed-in person with an age check and a profile (identity's own RPCs; the session as the gateway writes it). */
async function person(email = `v${randomBytes(6).toString('hex')}@test.example`, displayName = 'Tester'): Promise<{ client: TestClient; userId: string; email: string }> {
  const rpc = identity.get(RpcClient);
  const user = await rpc.request<{ id: string }>(RPC.identity.register, { email, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true });
  const actor = { userId: user.id, roles: [] };
  await rpc.request(RPC.identity.verifyAge, { actor, dateOfBirth: '1992-04-01' });
  await rpc.request(RPC.identity.createProfile, { actor, displayName, dateOfBirth: '1992-04-01' });
  const sessionId = randomBytes(32).toString('base64url');
  await identity.get<Redis>(REDIS).set(`${process.env.NAMESPACE}:sess:${sessionId}`, JSON.stringify({ id: sessionId, userId: user.id, createdAt: new Date().toISOString() }), 'EX', 3600);
  const client = stack.client();
  client.cookie = `converge_sid=${sessionId}`;
  return { client, userId: user.id, email };
}

/** The code in the newest mail to `email`, as the person would read it. */
async function mailedCode(email: string, after = 0): Promise<string> {
  const mail = await smtp.waitForMessage(email, (_mail, index) => index === after);
  const match = mail.text.match(/verification code is (\d{6})/);
  expect(match).not.toBeNull();
  return match![1];
}

const smsCode = (phone: string) => {
  const sent = texts.filter((m) => m.to === phone);
  return sent.at(-1)?.text.match(/code is (\d{6})/)?.[1];
};

const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#c86' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SecretCam' } } })
    .toBuffer();

function form(parts: Record<string, string | { bytes: Buffer; name: string; type: string }>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  return data;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const evidenceFiles = () => readdirSync(evidenceDir).filter((f) => f.endsWith('.webp'));

describe('email', () => {
  test('the code really arrives by SMTP; a wrong code says how many tries are left; the right one verifies', async () => {
    const p = await person();
    const sent = await p.client.request('POST', '/api/verification/email');
    expect(sent.status).toBe(200);
    expect(sent.body.sent).toBe(true);
    const code = await mailedCode(p.email);
    const [{ code_hash: hash }] = await identityDb.query('SELECT code_hash FROM verification_codes WHERE user_id = $1', [p.userId]);
    expect(hash).not.toContain(code);

    const wrong = await p.client.request('POST', '/api/verification/email/confirm', { code: wrongCode(code) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('That code is not correct. 4 tries left.');
    expect((await p.client.request('POST', '/api/verification/email/confirm', { code: '12ab' })).status).toBe(400);

    const ok = await p.client.request('POST', '/api/verification/email/confirm', { code });
    expect(ok.status).toBe(200);
    expect(ok.body.steps.email).toBe(true);
    expect(ok.body.details.email.state).toBe('verified');
    expect(ok.body.verificationLevel).toBe('unverified');
    expect(ok.body.verificationScore).toBe(15);
    expect(ok.body.completedSteps).toBe(1);
    // Done is done: no second code.
    expect((await p.client.request('POST', '/api/verification/email')).status).toBe(409);
  });

  test('an expired code (by the database clock) is refused; a new code replaces the old one', async () => {
    const p = await person();
    await p.client.request('POST', '/api/verification/email');
    const first = await mailedCode(p.email, 0);
    await identityDb.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [p.userId]);
    const expired = await p.client.request('POST', '/api/verification/email/confirm', { code: first });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('This code has expired. Please request a new one.');

    await p.client.request('POST', '/api/verification/email');
    const second = await mailedCode(p.email, 1);
    if (second !== first) expect((await p.client.request('POST', '/api/verification/email/confirm', { code: first })).status).toBe(422);
    expect((await p.client.request('POST', '/api/verification/email/confirm', { code: second })).status).toBe(200);
  });

  test('after five wrong tries even the right code fails (429) until a new one is sent', async () => {
    const p = await person();
    await p.client.request('POST', '/api/verification/email');
    const code = await mailedCode(p.email);
    for (let i = 0; i < 5; i++) expect((await p.client.request('POST', '/api/verification/email/confirm', { code: wrongCode(code) })).status).toBe(422);
    const sixth = await p.client.request('POST', '/api/verification/email/confirm', { code });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many wrong codes. Please request a new code.');
    expect((await p.client.request('GET', '/api/verification/status')).body.steps.email).toBe(false);
  });

  test('at most five codes an hour per person (429 with Retry-After)', async () => {
    const p = await person();
    for (let i = 0; i < 5; i++) expect((await p.client.request('POST', '/api/verification/email')).status).toBe(200);
    const sixth = await p.client.request('POST', '/api/verification/email');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many codes sent. Please wait an hour and try again.');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000);
    await eventually('five mails', () => smtp.messagesTo(p.email).length === 5);
    const [{ n }] = await identityDb.query('SELECT count(*)::int AS n FROM verification_code_sends WHERE user_id = $1', [p.userId]);
    expect(n).toBe(5);
  });
});

describe('phone', () => {
  test('an invalid number is refused; a valid one gets an SMS code; email + phone = basic, Verified', async () => {
    const p = await person();
    const bad = await p.client.request('POST', '/api/verification/phone', { phoneNumber: '+1 555 0000' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.phoneNumber).toMatch(/valid phone number/);
    const sent = await p.client.request('POST', '/api/verification/phone', { phoneNumber: '+44 7911 123456' });
    expect(sent.status).toBe(200);
    expect(sent.body.target).toMatch(/^\+44•+56$/);
    const code = await eventuallyValue('the SMS', async () => smsCode('+447911123456'));
    const ok = await p.client.request('POST', '/api/verification/phone/confirm', { code });
    expect(ok.body.steps.phone).toBe(true);

    await p.client.request('POST', '/api/verification/email');
    const status = await p.client.request('POST', '/api/verification/email/confirm', { code: await mailedCode(p.email) });
    expect(status.body).toMatchObject({ isVerified: true, verificationLevel: 'basic', verificationScore: 30, completedSteps: 2, progress: 2 / 6 });
    const start = await p.client.request('POST', '/api/verification/start', { targetLevel: 'enhanced' });
    expect(start.body).toEqual({ targetLevel: 'enhanced', currentLevel: 'basic', stepsNeeded: ['photo'] });
    expect((await p.client.request('POST', '/api/verification/start', { targetLevel: 'basic' })).status).toBe(400);
  });
});

describe("in the person's language", () => {
  test("a German account's code arrives in German by mail and by text, and works", async () => {
    const p = await person();
    expect((await p.client.request('PUT', '/api/profile', { language: 'de' })).status).toBe(200);
    expect((await p.client.request('POST', '/api/verification/email')).status).toBe(200);
    const mail = await smtp.waitForMessage(p.email);
    const code = mail.text.match(/Bestätigungscode lautet (\d{6})\./)?.[1];
    expect(mail.subject).toBe(`Dein Converge-Bestätigungscode: ${code}`);
    expect(mail.text).toContain('Er ist 10 Minuten lang gültig.');
    expect((await p.client.request('POST', '/api/verification/email/confirm', { code })).body.steps.email).toBe(true);

    expect((await p.client.request('POST', '/api/verification/phone', { phoneNumber: '+44 7911 123499' })).status).toBe(200);
    const text = await eventuallyValue('the SMS', async () => texts.filter((m) => m.to === '+447911123499').at(-1)?.text);
    expect(text).toMatch(/^Dein Converge-Bestätigungscode lautet \d{6}\. Er ist 10 Minuten lang gültig\.$/);
  });
});

describe('phone numbers as people type them', () => {
  test.each([
    ['+44 7700 900123', '+447700900123'],
    ['0044 7911-123-457', '+447911123457'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('%s is accepted and the code goes to %s', async (typed, e164) => {
    const p = await person();
    const sent = await p.client.request('POST', '/api/verification/phone', { phoneNumber: typed });
    expect(sent.status).toBe(200);
    const code = await eventuallyValue('the SMS', async () => smsCode(e164));
    expect((await p.client.request('POST', '/api/verification/phone/confirm', { code })).body.steps.phone).toBe(true);
  });
});

describe('human review', () => {
  test('photo: pose from the server, non-image refused, rejected with a reason, then approved; images gone after each decision', async () => {
    const p = await person();
    const admin = { client: await signedInAdmin() };
    const notAdmin = await person();

    expect((await p.client.request('POST', '/api/verification/photo', form({ photo: { bytes: await jpeg(), name: 'me.jpg', type: 'image/jpeg' } }))).status).toBe(409);
    const { body: challenge } = await p.client.request('POST', '/api/verification/photo/challenge');
    expect(typeof challenge.pose).toBe('string');
    const text = await p.client.request('POST', '/api/verification/photo', form({ photo: { bytes: Buffer.from('not an image at all'), name: 'me.jpg', type: 'image/jpeg' } }));
    expect(text.status).toBe(415);

    const before = evidenceFiles().length;
    const submitted = await p.client.request('POST', '/api/verification/photo', form({ photo: { bytes: await jpeg(), name: 'me.jpg', type: 'image/jpeg' } }));
    expect(submitted.status).toBe(200);
    expect(submitted.body.pending).toEqual(['photo']);
    expect(submitted.body.details.photo.state).toBe('pending');
    expect(evidenceFiles().length).toBe(before + 1);
    expect((await p.client.request('POST', '/api/verification/photo', form({ photo: { bytes: await jpeg(), name: 'me.jpg', type: 'image/jpeg' } }))).status).toBe(409);

    expect((await notAdmin.client.request('GET', '/api/admin/verifications')).status).toBe(403);
    expect((await stack.client().request('GET', '/api/admin/verifications')).status).toBe(401);
    expect((await stack.client().request('GET', '/api/verification/status')).status).toBe(401);
    expect((await admin.client.request('GET', '/api/admin/verifications/0190c3b2-0000-7000-8000-00000000dead')).status).toBe(404);
    expect((await admin.client.request('POST', '/api/admin/verifications/not-an-id/decision', { decision: 'approve' })).status).toBe(404);
    const queue = await admin.client.request('GET', '/api/admin/verifications');
    expect(queue.status).toBe(200);
    const item = queue.body.find((i: any) => i.userId === p.userId);
    expect(item).toMatchObject({ step: 'photo', details: { pose: challenge.pose } });
    const detail = await admin.client.request('GET', `/api/admin/verifications/${item.id}`);
    expect(detail.body.media[0].dataUrl).toMatch(/^data:image\/webp;base64,/);
    // The stored selfie carries no metadata.
    const meta = await sharp(Buffer.from(detail.body.media[0].dataUrl.split(',')[1], 'base64')).metadata();
    expect(meta.exif).toBeUndefined();

    expect((await admin.client.request('POST', `/api/admin/verifications/${item.id}/decision`, { decision: 'reject' })).status).toBe(400);
    const rejected = await admin.client.request('POST', `/api/admin/verifications/${item.id}/decision`, { decision: 'reject', reason: 'The pose does not match.' });
    expect(rejected.status).toBe(200);
    expect(evidenceFiles().length).toBe(before);
    expect((await admin.client.request('POST', `/api/admin/verifications/${item.id}/decision`, { decision: 'approve' })).status).toBe(409);
    const afterReject = (await p.client.request('GET', '/api/verification/status')).body;
    expect(afterReject.details.photo).toMatchObject({ state: 'rejected', reason: 'The pose does not match.' });
    expect(afterReject.steps.photo).toBe(false);
    const [audit] = await identityDb.query('SELECT decision, reason, decided_by FROM verification_audit WHERE review_id = $1', [item.id]);
    expect(audit).toMatchObject({ decision: 'reject', reason: 'The pose does not match.' });
    // …and in the platform audit log the admin dashboard shows.
    const adminDb = stack.services[3].get(DataSource);
    const logged = await eventuallyValue(
      'the audit entry',
      async () => (await adminDb.query(`SELECT description FROM admin_actions WHERE action_type = 'verification_decided' AND target_id = $1`, [p.userId]))[0],
    );
    expect(logged.description).toBe('Rejected selfie verification: The pose does not match.');

    await p.client.request('POST', '/api/verification/photo/challenge');
    await p.client.request('POST', '/api/verification/photo', form({ photo: { bytes: await jpeg(), name: 'me.jpg', type: 'image/jpeg' } }));
    const second = (await admin.client.request('GET', '/api/admin/verifications')).body.find((i: any) => i.userId === p.userId);
    expect((await admin.client.request('POST', `/api/admin/verifications/${second.id}/decision`, { decision: 'approve' })).body.decision).toBe('approve');
    const approved = (await p.client.request('GET', '/api/verification/status')).body;
    expect(approved.steps.photo).toBe(true);
    expect(approved.verificationScore).toBe(20);
    expect(approved.verificationLevel).toBe('unverified'); // photo alone is not a level: basic needs email + phone

    // Identity's part of the data export carries the outcomes, never the images (the whole file needs
    // every service: gateway/test/safety.int-spec.ts).
    const identityPart = await identity.get(RpcClient).request<any>(RPC.identity.exportData, { actor: { userId: p.userId, roles: [] } });
    const exported = identityPart.verification;
    expect(exported.status.steps.photo).toBe(true);
    expect(exported.reviews.map((r: any) => [r.step, r.state, r.reason])).toEqual([
      ['photo', 'rejected', 'The pose does not match.'],
      ['photo', 'approved', null],
    ]);
    expect(JSON.stringify(exported)).not.toMatch(/webp|base64/);
  });

  test('document: a real image of a listed type; the image is deleted once decided, only the outcome kept', async () => {
    const p = await person();
    const admin = await signedInAdmin();
    expect(
      (await p.client.request('POST', '/api/verification/document', form({ documentType: 'library_card', documentImage: { bytes: await jpeg(), name: 'id.jpg', type: 'image/jpeg' } })))
        .status,
    ).toBe(400);
    const ok = await p.client.request('POST', '/api/verification/document', form({ documentType: 'passport', documentImage: { bytes: await jpeg(), name: 'id.jpg', type: 'image/jpeg' } }));
    expect(ok.status).toBe(200);
    const [review] = await identityDb.query(`SELECT id, media FROM verification_reviews WHERE user_id = $1 AND step = 'id'`, [p.userId]);
    const key = review.media[0].key;
    expect(evidenceFiles()).toContain(key);
    await admin.request('POST', `/api/admin/verifications/${review.id}/decision`, { decision: 'approve' });
    expect(evidenceFiles()).not.toContain(key);
    const [after] = await identityDb.query('SELECT state, media, details FROM verification_reviews WHERE id = $1', [review.id]);
    expect(after).toEqual({ state: 'approved', media: [], details: { documentType: 'passport' } });
    expect((await p.client.request('GET', '/api/verification/status')).body.steps.id).toBe(true);
  });

  test('a deleted account leaves no evidence behind (orphan sweep); pending evidence is kept', async () => {
    const gone = await person();
    const stays = await person();
    for (const p of [gone, stays]) {
      await p.client.request('POST', '/api/verification/document', form({ documentType: 'national_id', documentImage: { bytes: await jpeg(), name: 'id.jpg', type: 'image/jpeg' } }));
    }
    const keyOf = async (userId: string) => (await identityDb.query(`SELECT media FROM verification_reviews WHERE user_id = $1`, [userId]))[0].media[0].key as string;
    const [goneKey, staysKey] = [await keyOf(gone.userId), await keyOf(stays.userId)];
    expect((await gone.client.request('DELETE', '/api/privacy/delete-account')).status).toBe(200);
    // Both files look two hours old; only the one no review refers to goes.
    const past = new Date(Date.now() - 2 * 3600_000);
    for (const key of [goneKey, staysKey]) utimesSync(path.join(evidenceDir, key), past, past);
    await identity.get(VerificationJobs).removeOrphanMedia();
    expect(evidenceFiles()).not.toContain(goneKey);
    expect(evidenceFiles()).toContain(staysKey);
  });

  test('liveness: the issued order and every challenge recorded', async () => {
    const p = await person();
    const { body } = await p.client.request('POST', '/api/verification/liveness/challenge');
    expect([...body.challenges].sort()).toEqual(['blink', 'smile', 'turn_left']);
    const frames = async (order: string[], skip?: string) => {
      const parts: Record<string, any> = { challenges: order.join(',') };
      for (const c of order) if (c !== skip) parts[`frame_${c}`] = { bytes: await jpeg(), name: `${c}.jpg`, type: 'image/jpeg' };
      return form(parts);
    };
    expect((await p.client.request('POST', '/api/verification/liveness', await frames(body.challenges, 'smile'))).status).toBe(400);
    expect((await p.client.request('POST', '/api/verification/liveness', await frames([...body.challenges].reverse()))).status).toBe(409);
    const ok = await p.client.request('POST', '/api/verification/liveness', await frames(body.challenges));
    expect(ok.status).toBe(200);
    expect(ok.body.pending).toEqual(['liveness']);
  });

  test('social: a server-issued code for a public profile, then review', async () => {
    const p = await person();
    expect((await p.client.request('POST', '/api/verification/social', { profileUrl: 'javascript:alert(1)' })).status).toBe(400);
    const { body } = await p.client.request('POST', '/api/verification/social', { profileUrl: 'https://example.social/@tester' });
    expect(body.code).toMatch(/^converge-/);
    const ok = await p.client.request('POST', '/api/verification/social/confirm');
    expect(ok.body.pending).toEqual(['social']);
    const admin = await signedInAdmin();
    const item = (await admin.request('GET', '/api/admin/verifications')).body.find((i: any) => i.userId === p.userId);
    expect(item.details).toEqual({ profileUrl: 'https://example.social/@tester', code: body.code });
  });
});

let adminClient: TestClient | undefined;
async function signedInAdmin(): Promise<TestClient> {
  if (!adminClient) {
    const [row] = await identityDb.query('SELECT id FROM users WHERE email = $1', [ADMIN_EMAIL]);
    adminClient = row ? await sessionFor(row.id) : (await person(ADMIN_EMAIL, 'Admin')).client;
  }
  return adminClient;
}

async function sessionFor(userId: string): Promise<TestClient> {
  const sessionId = randomBytes(32).toString('base64url');
  await identity.get<Redis>(REDIS).set(`${process.env.NAMESPACE}:sess:${sessionId}`, JSON.stringify({ id: sessionId, userId, createdAt: new Date().toISOString() }), 'EX', 3600);
  const client = stack.client();
  client.cookie = `converge_sid=${sessionId}`;
  return client;
}

test('badges: a person who reaches basic shows Verified in discovery, and "verified only" hides the others', async () => {
  const viewer = await person(undefined, 'Viewer');
  const verified = await person(undefined, 'Vera');
  const plain = await person(undefined, 'Paul');
  for (const p of [viewer, verified, plain]) {
    expect((await p.client.request('POST', '/api/checkin', { latitude: venue.lat, longitude: venue.lng })).status).toBe(201);
  }
  const feed = (query = '') => viewer.client.request('GET', `/api/discovery/profiles?venueId=${venue.id}${query}`);
  await eventuallyValue('both people in discovery', async () => (await feed()).body.length === 2 && true);
  expect((await feed()).body.every((c: any) => c.profile.isVerified === false)).toBe(true);

  await verified.client.request('POST', '/api/verification/phone', { phoneNumber: '+33 6 12 34 56 78' });
  await verified.client.request('POST', '/api/verification/phone/confirm', { code: await eventuallyValue('SMS', async () => smsCode('+33612345678')) });
  await verified.client.request('POST', '/api/verification/email');
  const status = await verified.client.request('POST', '/api/verification/email/confirm', { code: await mailedCode(verified.email) });
  expect(status.body.verificationLevel).toBe('basic');

  const cards = await eventuallyValue('the Verified badge in discovery', async () => {
    const { body } = await feed();
    return body.find((c: any) => c.id === verified.userId)?.profile.isVerified ? body : null;
  });
  expect(cards.find((c: any) => c.id === plain.userId).profile.isVerified).toBe(false);
  const only = await feed('&verifiedOnly=true');
  expect(only.body.map((c: any) => c.id)).toEqual([verified.userId]);
  expect(only.body[0].profile.verificationLevel).toBe('basic');
  expect((await feed('&verifiedOnly=maybe')).status).toBe(400);
});

test('reports received and suspensions raise the risk score (ReportFiled, UserSuspended consumed)', async () => {
  const p = await person();
  // The event as safety writes it; identity counts distinct reporters.
  const { EventPublisher } = await import('@converge/platform');
  const publisher = identity.get(EventPublisher);
  await identityDb.transaction(async (manager) => {
    await publisher.publish(manager, 'ReportFiled', { reportId: randomBytesUuid(), reporterId: randomBytesUuid(), reportedUserId: p.userId, reason: 'fake_profile', description: null });
  });
  const status = await eventuallyValue('the risk score', async () => {
    const { body } = await p.client.request('GET', '/api/verification/status');
    return body.riskScore > 0 ? body : null;
  });
  expect(status.riskScore).toBe(20);
  expect(status.verificationFlags).toEqual(['reported']);

  // A suspension (admin's UserSuspended) adds 40 more.
  await identityDb.transaction(async (manager) => {
    await publisher.publish(manager, 'UserSuspended', {
      userId: p.userId,
      until: null,
      banned: false,
      reason: 'spam',
      caseId: null,
      decidedBy: randomBytesUuid(),
      decidedAt: new Date().toISOString(),
    });
  });
  const after = await eventuallyValue('the suspension in the risk score', async () => {
    const { body } = await p.client.request('GET', '/api/verification/status');
    return body.riskScore > 20 ? body : null;
  });
  expect(after.riskScore).toBe(60);
  expect(after.verificationFlags).toEqual(['reported', 'suspended']);
});

function randomBytesUuid(): string {
  const b = randomBytes(16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
