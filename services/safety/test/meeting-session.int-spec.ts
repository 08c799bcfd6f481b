import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { INestApplicationContext } from '@nestjs/common';
import { RPC } from '@converge/contracts';
import { bootService, cleanupTestNamespace, EventPublisher, newTestNamespace, RpcClient, statusOf, Sweeper, useTestEnvironment, eventually, staysTrue } from '@converge/platform';
import { SafetyModule } from '../src/safety.module.js';
import { MeetingJobs } from '../src/meeting/meeting.jobs.js';

const AUTO_DISABLE_MS = 1500;
const POSITION_TTL_S = 2;
const namespace = newTestNamespace('meet');
useTestEnvironment(namespace, { MEETING_AUTO_DISABLE_MS: String(AUTO_DISABLE_MS), MEETING_POSITION_TTL_S: String(POSITION_TTL_S) });

let app: INestApplicationContext;
const db = () => app.get(DataSource);

beforeAll(async () => {
  app = await bootService(SafetyModule);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

const rpc = <T = any>(pattern: string, userId: string, payload: Record<string, unknown> = {}) => app.get(RpcClient).request<T>(pattern, { actor: { userId, roles: [] }, ...payload });
const status = (pattern: string, userId: string, payload: Record<string, unknown> = {}) => statusOf(rpc(pattern, userId, payload));
const disabledEvents = async (sessionId: string) => db().query("SELECT payload FROM outbox WHERE type = 'LocationSharingDisabled' AND payload->'data'->>'sessionId' = $1", [sessionId]);

/** What matching does when a participant picks a meet point; waits for the session it starts; B accepts. */
async function startMeeting() {
  const proposed = await proposeMeeting();
  await rpc(RPC.safety.meetingAccept, proposed.b, { sessionId: proposed.sessionId });
  return proposed;
}

/** A picks a meet point; B has not answered yet. */
async function proposeMeeting() {
  const [a, b, stranger, matchId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await db().transaction((m) => app.get(EventPublisher).publish(m, 'MeetPointChosen', { matchId, userAId: a, userBId: b, meetPoint: 'Main Bar', venueId: randomUUID(), chosenBy: a }));
  let session: any = null;
  await eventually('meeting session', async () => (session = await rpc(RPC.safety.meetingCheck, a, { user1Id: a, user2Id: b })) !== null);
  return { a, b, stranger, matchId, sessionId: session.sessionId as string, session };
}

test('MeetPointChosen starts one session (MeetingStarted) that both participants can read', async () => {
  const { a, b, matchId, sessionId, session } = await startMeeting();
  expect(session).toMatchObject({ sessionId, matchId, status: 'active', meetPoint: 'Main Bar', autoDisableTime: null, keepLocationSharing: false, partnerId: b, proposedBy: a });
  expect(await rpc(RPC.safety.meetingCheck, b, { user1Id: b, user2Id: a })).toMatchObject({ sessionId, partnerId: a });
  expect((await rpc(RPC.safety.meetingGet, b, { sessionId })).sessionId).toBe(sessionId);
  const started = await db().query("SELECT payload FROM outbox WHERE type = 'MeetingStarted' AND payload->'data'->>'sessionId' = $1", [sessionId]);
  expect(started).toHaveLength(1);
});

test('a non-participant can neither read nor touch a session (404)', async () => {
  const { a, b, stranger, sessionId } = await startMeeting();
  expect(await status(RPC.safety.meetingCheck, stranger, { user1Id: a, user2Id: b })).toBe(404);
  for (const pattern of [RPC.safety.meetingGet, RPC.safety.meetingArrive, RPC.safety.meetingExtend, RPC.safety.meetingEnd]) {
    expect(await status(pattern, stranger, { sessionId })).toBe(404);
  }
  expect(await status(RPC.safety.meetingPosition, stranger, { sessionId, latitude: 51.5, longitude: -0.12 })).toBe(404);
  expect(await status(RPC.safety.meetingGet, a, { sessionId: 'not-a-uuid' })).toBe(404);
  expect((await rpc(RPC.safety.meetingGet, a, { sessionId })).status).toBe('active');
});

test('live positions give the partner a rounded grid distance and never coordinates', async () => {
  const { a, b, sessionId } = await startMeeting();
  const first = await rpc(RPC.safety.meetingPosition, a, { sessionId, latitude: 51.5074, longitude: -0.1278 });
  expect(first).toEqual({ sessionId, partnerId: b, distanceMeters: null });
  const second = await rpc(RPC.safety.meetingPosition, b, { sessionId, latitude: 51.5074 + 300 / 111_320, longitude: -0.1278 });
  expect(second.distanceMeters).toBeGreaterThanOrEqual(250);
  expect(second.distanceMeters).toBeLessThanOrEqual(350);
  expect(second.distanceMeters % 50).toBe(0);
  const bodies = [first, second, await rpc(RPC.safety.meetingGet, a, { sessionId }), await rpc(RPC.safety.meetingCheck, b, { user1Id: a, user2Id: b })];
  for (const body of bodies) expect(JSON.stringify(body)).not.toMatch(/latitude|longitude|"lat"|"lng"|"lon"|51\.50|0\.127/i);
});

test('a position faster than a plane from the last one is refused (422) and flagged; the last position stays the one that counts', async () => {
  const { a, b, sessionId } = await startMeeting();
  await rpc(RPC.safety.meetingPosition, a, { sessionId, latitude: 51.5074, longitude: -0.1278 });
  // Paris, a second later.
  expect(await status(RPC.safety.meetingPosition, a, { sessionId, latitude: 48.8566, longitude: 2.3522 })).toBe(422);
  const flags = await db().query("SELECT payload FROM outbox WHERE type = 'PositionJumpFlagged' AND payload->'data'->>'userId' = $1", [a]);
  expect(flags).toHaveLength(1);
  expect(flags[0].payload.data).toMatchObject({ userId: a, source: 'meeting' });
  expect(flags[0].payload.data.speedMps).toBeGreaterThan(280);
  // A GPS wobble of a few hundred metres is fine, whatever the time.
  expect(await status(RPC.safety.meetingPosition, a, { sessionId, latitude: 51.5074 + 500 / 111_320, longitude: -0.1278 })).toBe(200);
  const fromB = await rpc(RPC.safety.meetingPosition, b, { sessionId, latitude: 51.5074, longitude: -0.1278 });
  expect(fromB.distanceMeters).toBeLessThan(1000);
});

test("the partner's last cell is forgotten soon after they stop sending (MEETING_POSITION_TTL_S)", async () => {
  const { a, b, sessionId } = await startMeeting();
  const sentAt = Date.now();
  await rpc(RPC.safety.meetingPosition, a, { sessionId, latitude: 51.5074, longitude: -0.1278 });
  const partnerDistance = async () => (await rpc(RPC.safety.meetingPosition, b, { sessionId, latitude: 51.5074, longitude: -0.1278 })).distanceMeters;
  expect(await partnerDistance()).toBe(0);
  await eventually("the partner's cell is forgotten", async () => (await partnerDistance()) === null, { timeoutMs: POSITION_TTL_S * 1000 + 5000, intervalMs: 100 });
  // Forgotten after the TTL, not before it.
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(POSITION_TTL_S * 1000 - 100);
});

test('when both arrive the meeting ends and sharing switches off after the configured delay (BullMQ job)', async () => {
  const { a, b, sessionId } = await startMeeting();
  expect((await rpc(RPC.safety.meetingArrive, a, { sessionId })).arrived).toEqual({ me: true, partner: false });
  const before = Date.now();
  const ended = await rpc(RPC.safety.meetingArrive, b, { sessionId });
  expect(ended).toMatchObject({ status: 'ended', sharingActive: true, arrived: { me: true, partner: true } });
  const autoDisableTime = new Date(ended.autoDisableTime).getTime();
  expect(autoDisableTime - before).toBeGreaterThanOrEqual(AUTO_DISABLE_MS - 50);
  expect(autoDisableTime - before).toBeLessThan(AUTO_DISABLE_MS + 1000);
  const meetingEnded = await db().query("SELECT payload FROM outbox WHERE type = 'MeetingEnded' AND payload->'data'->>'sessionId' = $1", [sessionId]);
  expect(meetingEnded[0].payload.data).toMatchObject({ reason: 'both_arrived', autoDisableTime: ended.autoDisableTime });
  expect(await disabledEvents(sessionId)).toHaveLength(0);

  await eventually('auto-disable', async () => (await disabledEvents(sessionId)).length === 1, { timeoutMs: 10_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(autoDisableTime);
  expect((await disabledEvents(sessionId))[0].payload.data).toEqual({ sessionId, userAId: a, userBId: b, reason: 'auto' });
  expect(await rpc(RPC.safety.meetingGet, a, { sessionId })).toMatchObject({ status: 'closed', sharingActive: false });
  expect(await rpc(RPC.safety.meetingCheck, a, { user1Id: a, user2Id: b })).toBeNull();
  expect(await status(RPC.safety.meetingPosition, a, { sessionId, latitude: 1, longitude: 1 })).toBe(409);
});

test('the auto-disable still happens when its Redis job is lost (the sweeper applies it)', async () => {
  const { a, b, sessionId } = await startMeeting();
  await rpc(RPC.safety.meetingArrive, a, { sessionId });
  const ended = await rpc(RPC.safety.meetingArrive, b, { sessionId });
  const queue = app.get(MeetingJobs).autoDisableQueue;
  expect(await queue.getJob(sessionId)).toBeTruthy();
  await queue.remove(sessionId);
  expect(await queue.getJob(sessionId)).toBeFalsy();
  // Without its job nothing switches sharing off, up to and past the auto-disable time.
  const pastAutoDisable = new Date(ended.autoDisableTime).getTime() + 300 - Date.now();
  await staysTrue('no auto-disable without its job', async () => (await disabledEvents(sessionId)).length === 0, { forMs: pastAutoDisable, intervalMs: 100 });
  await app.get(Sweeper).sweepNow();
  expect(await disabledEvents(sessionId)).toHaveLength(1);
  expect((await rpc(RPC.safety.meetingGet, b, { sessionId })).status).toBe('closed');
});

test('Keep Sharing prevents the 3-minute stop; sharing then ends 4 hours after the meeting at the latest', async () => {
  const { a, b, sessionId } = await startMeeting();
  await rpc(RPC.safety.meetingArrive, a, { sessionId });
  const ended = await rpc(RPC.safety.meetingArrive, b, { sessionId });
  // One person alone cannot stretch sharing: A's request waits for B's.
  const asked = await rpc(RPC.safety.meetingExtend, a, { sessionId });
  expect(asked).toMatchObject({ keepLocationSharing: false, keepRequested: { me: true, partner: false } });
  expect(new Date(asked.autoDisableTime).getTime()).toBe(new Date(ended.autoDisableTime).getTime());
  const extended = await rpc(RPC.safety.meetingExtend, b, { sessionId });
  expect(extended).toMatchObject({ keepLocationSharing: true, keepRequested: { me: true, partner: true } });
  const cap = new Date(extended.autoDisableTime).getTime() - new Date(ended.endedAt).getTime();
  expect(cap).toBe(4 * 60 * 60 * 1000);
  // Past the 3-minute stop's time (its job and the sweeper both had their chance), sharing stays on.
  const pastStop = new Date(ended.autoDisableTime).getTime() + 1000 - Date.now();
  await staysTrue('kept sharing is not switched off', async () => (await disabledEvents(sessionId)).length === 0, { forMs: pastStop, intervalMs: 100 });
  await app.get(Sweeper).sweepNow();
  expect(await disabledEvents(sessionId)).toHaveLength(0);
  expect(await rpc(RPC.safety.meetingGet, b, { sessionId })).toMatchObject({ status: 'ended', sharingActive: true, keepLocationSharing: true });
});

test('Stop Now ends the meeting and switches sharing off at once; a second stop changes nothing', async () => {
  const { a, b, sessionId } = await startMeeting();
  const stopped = await rpc(RPC.safety.meetingEnd, b, { sessionId, endedBy: 'user' });
  expect(stopped).toMatchObject({ status: 'closed', sharingActive: false });
  expect((await disabledEvents(sessionId)).map((r: any) => r.payload.data.reason)).toEqual(['user']);
  const ended = await db().query("SELECT payload FROM outbox WHERE type = 'MeetingEnded' AND payload->'data'->>'sessionId' = $1", [sessionId]);
  expect(ended[0].payload.data.reason).toBe('ended_by_user');
  await rpc(RPC.safety.meetingEnd, a, { sessionId, endedBy: 'user' });
  expect(await disabledEvents(sessionId)).toHaveLength(1);
  expect(await status(RPC.safety.meetingExtend, a, { sessionId })).toBe(409);
});

test('a block by either participant ends the meeting and switches sharing off at once', async () => {
  const { a, b, sessionId } = await startMeeting();
  await rpc(RPC.safety.block, b, { blockedUserId: a });
  await eventually('sharing off after block', async () => (await disabledEvents(sessionId)).length === 1);
  expect((await disabledEvents(sessionId))[0].payload.data).toEqual({ sessionId, userAId: a, userBId: b, reason: 'user' });
  expect(await rpc(RPC.safety.meetingGet, a, { sessionId })).toMatchObject({ status: 'closed', sharingActive: false });
  expect(await status(RPC.safety.meetingPosition, a, { sessionId, latitude: 1, longitude: 1 })).toBe(409);
});

test('sharing needs both: the chooser alone cannot start it; the other accepts and both are told (MeetPointAgreed)', async () => {
  const { a, b, matchId, sessionId, session } = await proposeMeeting();
  expect(session).toMatchObject({ agreed: false, sharingActive: false, proposedBy: a });
  // Nobody shares before the other person agreed, and the chooser cannot accept their own point.
  expect(await status(RPC.safety.meetingPosition, a, { sessionId, latitude: 51.5074, longitude: -0.1278 })).toBe(409);
  expect(await status(RPC.safety.meetingPosition, b, { sessionId, latitude: 51.5074, longitude: -0.1278 })).toBe(409);
  expect(await status(RPC.safety.meetingAccept, a, { sessionId })).toBe(409);
  expect((await rpc(RPC.safety.meetingGet, a, { sessionId })).sharingActive).toBe(false);

  const accepted = await rpc(RPC.safety.meetingAccept, b, { sessionId });
  expect(accepted).toMatchObject({ agreed: true, sharingActive: true, meetPoint: 'Main Bar' });
  const agreed = await db().query("SELECT payload FROM outbox WHERE type = 'MeetPointAgreed' AND payload->'data'->>'sessionId' = $1", [sessionId]);
  expect(agreed.map((r: any) => r.payload.data)).toEqual([{ sessionId, matchId, userAId: a, userBId: b, meetPoint: 'Main Bar', agreedBy: b }]);
  expect(await status(RPC.safety.meetingPosition, a, { sessionId, latitude: 51.5074, longitude: -0.1278 })).toBe(200);
  // Accepting twice changes nothing.
  await rpc(RPC.safety.meetingAccept, b, { sessionId });
  expect(await db().query("SELECT 1 FROM outbox WHERE type = 'MeetPointAgreed' AND payload->'data'->>'sessionId' = $1", [sessionId])).toHaveLength(1);
});

test('the other way round: B suggests another point, sharing pauses until A accepts it', async () => {
  const { a, b, matchId, sessionId } = await startMeeting();
  await db().transaction((m) => app.get(EventPublisher).publish(m, 'MeetPointChosen', { matchId, userAId: a, userBId: b, meetPoint: 'Entrance', venueId: randomUUID(), chosenBy: b }));
  await eventually('new proposal', async () => (await rpc(RPC.safety.meetingGet, a, { sessionId })).meetPoint === 'Entrance');
  expect(await rpc(RPC.safety.meetingGet, a, { sessionId })).toMatchObject({ agreed: false, sharingActive: false, proposedBy: b });
  expect(await status(RPC.safety.meetingPosition, b, { sessionId, latitude: 51.5074, longitude: -0.1278 })).toBe(409);
  expect(await status(RPC.safety.meetingAccept, b, { sessionId })).toBe(409);
  expect(await rpc(RPC.safety.meetingAccept, a, { sessionId })).toMatchObject({ agreed: true, sharingActive: true, meetPoint: 'Entrance' });
  expect(await status(RPC.safety.meetingPosition, b, { sessionId, latitude: 51.5074, longitude: -0.1278 })).toBe(200);
});
