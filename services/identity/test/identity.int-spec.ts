import { RPC } from '@converge/contracts';
import { randomUUID } from 'node:crypto';
import {
  bootService,
  cleanupTestNamespace,
  consumersSettled,
  EventPublisher,
  eventually,
  failureOf,
  NATS_CONNECTION,
  Naming,
  newTestNamespace,
  publishedAndDelivered,
  RpcClient,
  useTestEnvironment,
} from '@converge/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityModule } from '../src/identity.module.js';
import { AccountsHandlers } from '../src/accounts/accounts.handlers.js';

let app: INestApplicationContext;
let rpc: RpcClient;
let db: DataSource;
const namespace = newTestNamespace('idn');

beforeAll(async () => {
  useTestEnvironment(namespace, { STORAGE_DIR: `/tmp/${namespace}-photos` });
  app = await bootService(IdentityModule);
  rpc = app.get(RpcClient);
  db = app.get(DataSource);
});

afterAll(async () => {
  await app?.close();
  await cleanupTestNamespace(namespace);
});

let n = 0;
const email = () => `svc.${Date.now()}.${++n}@example.com`;
const register = (address = email()) => rpc.request<{ id: string }>(RPC.identity.register, { email: address, password: 'long enough password', ageConfirmed: true, termsAccepted: true });

test('passwords are stored as argon2id at or above the OWASP minimum, never in clear', async () => {
  const user = await register();
  const [{ password_hash: hash }] = await db.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
  expect(hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
  const [, m, t] = hash.match(/m=(\d+),t=(\d+)/)!;
  expect(Number(m)).toBeGreaterThanOrEqual(19456);
  expect(Number(t)).toBeGreaterThanOrEqual(2);
  expect(hash).not.toContain('long enough password');
});

test('two simultaneous registrations of one email: exactly one account, the other gets 409', async () => {
  const address = email();
  const results = await Promise.allSettled([register(address), register(address), register(address.toUpperCase())]);
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(rejected.map((r) => r.reason.status)).toEqual([409, 409]);
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM users WHERE email = $1', [address]);
  expect(count).toBe(1);
});

test('an unknown email costs an argon2 verification too (similar time to a wrong password)', async () => {
  const address = email();
  await register(address);
  const time = async (e: string) => {
    const start = performance.now();
    await failureOf(rpc.request(RPC.identity.signIn, { email: e, password: 'wrong password!' }));
    return performance.now() - start;
  };
  await time(address); // warm up
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 9; i++) {
    wrong.push(await time(address));
    unknown.push(await time(`ghost.${i}.${address}`));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[4];
  // Without the dummy hash an unknown email answers in ~1 ms against tens of ms for argon2: that
  // gap is what an enumerator measures. The upper bound is loose because a busy CI machine can
  // stall any single request by tens of ms; it still catches an unknown email costing far more.
  expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  expect(median(unknown)).toBeLessThan(median(wrong) * 3);
});

test('the gate: null for an unknown user; age and profile flags; roles', async () => {
  expect(await rpc.request(RPC.identity.gate, { actor: { userId: '00000000-0000-0000-0000-000000000000', roles: [] } })).toBeNull();
  expect(await rpc.request(RPC.identity.gate, {})).toBeNull();
  const user = await register();
  const actor = { userId: user.id, roles: [] };
  expect(await rpc.request(RPC.identity.gate, { actor })).toEqual({ ageVerified: false, hasProfile: false, roles: ['user'] });
  await rpc.request(RPC.identity.verifyAge, { actor, dateOfBirth: '1990-01-01' });
  expect(await rpc.request(RPC.identity.gate, { actor })).toEqual({ ageVerified: true, hasProfile: false, roles: ['user'] });
  await rpc.request(RPC.identity.createProfile, { actor, displayName: 'Kim', dateOfBirth: '1990-01-01' });
  await db.query('UPDATE users SET is_business_admin = true WHERE id = $1', [user.id]);
  expect(await rpc.request(RPC.identity.gate, { actor })).toEqual({ ageVerified: true, hasProfile: true, roles: ['user', 'business_admin'] });
});

test('the service re-checks what the gateway validated (a direct RPC cannot skip the rules)', async () => {
  const user = await register();
  const actor = { userId: user.id, roles: [] };
  expect((await failureOf(rpc.request(RPC.identity.createProfile, { actor, displayName: 'Kid', dateOfBirth: '2015-01-01', age: 30 }))).status).toBe(403);
  expect((await failureOf(rpc.request(RPC.identity.verifyAge, { actor, dateOfBirth: '2015-01-01' }))).message).toMatch(/^You must be 18 or older to use Converge \(Current age: \d+\)$/);
  expect((await failureOf(rpc.request(RPC.identity.register, { email: 'x@example.com', password: 'short' }))).status).toBe(400);
  expect((await failureOf(rpc.request(RPC.identity.createProfile, { displayName: 'Nobody', dateOfBirth: '1990-01-01' }))).status).toBe(401);
  expect((await failureOf(rpc.request(RPC.identity.addPhoto, { actor, uploadKey: '../../etc/passwd' }))).status).toBe(400);
});

test('ProfileUpdated carries the public card: name, age, bio, photo URLs, gender, lookingFor, incognito', async () => {
  const user = await register();
  const actor = { userId: user.id, roles: [] };
  await rpc.request(RPC.identity.createProfile, { actor, displayName: 'Robin', dateOfBirth: '1990-01-01', bio: 'Hi', gender: 'Man', lookingFor: ['Women', 'Everyone'] });
  const [row] = await db.query(`SELECT payload FROM outbox WHERE type = 'ProfileUpdated' AND payload->'data'->>'userId' = $1`, [user.id]);
  expect(row.payload.data).toEqual({
    userId: user.id,
    displayName: 'Robin',
    age: expect.any(Number),
    bio: 'Hi',
    photos: [],
    photoThumbs: [],
    interestTags: [],
    gender: 'Man',
    lookingFor: ['Everyone'],
    isIncognito: false,
  });
});

test('an email added to ADMIN_EMAILS after sign-up becomes admin at the next sign-in', async () => {
  const address = email();
  const user = await register(address);
  expect((await rpc.request<{ role: string }>(RPC.identity.getUser, { actor: { userId: user.id, roles: [] } })).role).toBe('user');
  // Simulate the configuration change by marking the address the way a configured one would be.
  // ADMIN_EMAILS is a list whose first entry is the super_admin; the address is the second.
  const service = app.get(AccountsHandlers) as unknown as { admins: string[] };
  service.admins.splice(0, service.admins.length, 'owner@example.com', address);
  const signedIn = await rpc.request<{ role: string }>(RPC.identity.signIn, { email: address, password: 'long enough password' });
  expect(signedIn.role).toBe('admin');
});

test('display names: for the ids that have a profile; unknown ids are left out; bad input is 400', async () => {
  const withName = await register();
  const without = await register();
  const actor = { userId: withName.id, roles: [] };
  await rpc.request(RPC.identity.verifyAge, { actor, dateOfBirth: '1990-01-01' });
  await rpc.request(RPC.identity.createProfile, { actor, displayName: 'Rosa', dateOfBirth: '1990-01-01' });
  const unknown = '0190d4c2-0000-7000-8000-0000000000ff';
  expect(await rpc.request(RPC.identity.displayNames, { userIds: [withName.id, without.id, unknown, withName.id] })).toEqual({ names: { [withName.id]: 'Rosa' } });
  expect(await rpc.request(RPC.identity.displayNames, { userIds: [] })).toEqual({ names: {} });
  expect((await failureOf(rpc.request(RPC.identity.displayNames, { userIds: ['not-an-id'] }))).status).toBe(400);
  expect((await failureOf(rpc.request(RPC.identity.displayNames, {}))).status).toBe(400);
});

test('an impossible meeting-position jump (PositionJumpFlagged) becomes one position_jump risk signal, however often it is delivered', async () => {
  const user = await register();
  const data = { flagId: randomUUID(), userId: user.id, source: 'meeting' as const, speedMps: 14_000, flaggedAt: new Date().toISOString() };
  for (let i = 0; i < 2; i++) await db.transaction((m) => app.get(EventPublisher).publish(m, 'PositionJumpFlagged', data));
  // Both deliveries published and handled (nothing pending or unacknowledged), then exactly one signal.
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  await publishedAndDelivered(db, nc);
  await eventually('both deliveries handled', () => consumersSettled(nc, app.get(Naming).stream));
  const rows = await db.query('SELECT kind, source_id FROM risk_signals WHERE user_id = $1', [user.id]);
  expect(rows).toEqual([{ kind: 'position_jump', source_id: data.flagId }]);
});
