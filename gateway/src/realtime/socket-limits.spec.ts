import { SOCKET_EVENT_LIMITS, SocketLimits, forgetWhenGone } from './socket-limits.js';

const settings = { eventsPerSecond: 30, socketsPerPerson: 10, abuseDrops: 50, abuseBanMs: 60_000 };

test('each event name has its own per-person budget per second, and all events share one', () => {
  let now = 1_000_000;
  const limits = new SocketLimits(settings, () => now);
  const joins = Array.from({ length: 8 }, () => limits.hit('ava', 'conversation:join'));
  expect(joins.filter((v) => v === 'ok')).toHaveLength(SOCKET_EVENT_LIMITS['conversation:join']!);
  expect(limits.hit('ben', 'conversation:join')).toBe('ok');
  const tight = new SocketLimits({ ...settings, eventsPerSecond: 12 }, () => now);
  const typing = Array.from({ length: 20 }, () => tight.hit('cat', 'typing'));
  expect(typing.filter((v) => v === 'ok')).toHaveLength(12);
  now += 1000;
  expect(limits.hit('ava', 'conversation:join')).toBe('ok');
});

test('an unknown or inherited event name ("constructor", "__proto__") falls under the default budget', () => {
  const limits = new SocketLimits(settings, () => 5_000);
  const verdicts = ['constructor', '__proto__', 'toString'].flatMap((name) => Array.from({ length: 5 }, () => limits.hit('ava', name)));
  expect(verdicts.filter((v) => v === 'ok')).toHaveLength(SOCKET_EVENT_LIMITS.default!);
});

test('a person who keeps sending past the limits is flagged once and cannot reconnect until the ban ends', () => {
  let now = 2_000_000;
  const limits = new SocketLimits(settings, () => now);
  const verdicts: string[] = [];
  for (let i = 0; i < 200 && !verdicts.includes('abuse'); i++) verdicts.push(limits.hit('ava', 'typing'));
  expect(verdicts.filter((v) => v === 'refused')).toHaveLength(settings.abuseDrops - 1);
  expect(verdicts.at(-1)).toBe('abuse');
  expect(limits.banned('ava')).toBe(true);
  expect(limits.banned('ben')).toBe(false);
  now += settings.abuseBanMs + 1;
  expect(limits.banned('ava')).toBe(false);
});

test('a ban decided on another replica bars the person here too', () => {
  let now = 4_000_000;
  const limits = new SocketLimits(settings, () => now);
  limits.ban('ava', now + 5_000);
  expect(limits.banned('ava')).toBe(true);
  now += 5_001;
  expect(limits.banned('ava')).toBe(false);
});

test('the budget is per clock second: waiting half a second buys nothing, the next second starts afresh', () => {
  let now = 7_000_000;
  const limits = new SocketLimits(settings, () => now);
  for (let i = 0; i < SOCKET_EVENT_LIMITS['conversation:join']!; i++) expect(limits.hit('ava', 'conversation:join')).toBe('ok');
  now += 999;
  expect(limits.hit('ava', 'conversation:join')).toBe('refused');
  now += 1;
  expect(limits.hit('ava', 'conversation:join')).toBe('ok');
});

test('events refused only by the shared (cross-replica) budget count towards a ban too', () => {
  const limits = new SocketLimits(settings, () => 8_000_000);
  const verdicts = Array.from({ length: settings.abuseDrops }, () => limits.drop('ava'));
  expect(verdicts.slice(0, -1).every((v) => v === 'refused')).toBe(true);
  expect(verdicts.at(-1)).toBe('abuse');
  expect(limits.banned('ava')).toBe(true);
});

test('refused events count towards a ban only while they pile up within 10 seconds', () => {
  let now = 9_000_000;
  const limits = new SocketLimits(settings, () => now);
  for (let i = 0; i < settings.abuseDrops - 1; i++) expect(limits.drop('ava')).toBe('refused');
  now += 10_000;
  expect(limits.drop('ava')).toBe('abuse');

  const slow = new SocketLimits(settings, () => now);
  for (let i = 0; i < settings.abuseDrops - 1; i++) expect(slow.drop('ben')).toBe('refused');
  now += 10_001;
  for (let i = 0; i < settings.abuseDrops - 1; i++) expect(slow.drop('ben')).toBe('refused');
  expect(slow.banned('ben')).toBe(false);
});

test('after a short ban the person starts with a clean slate: their next refused event is a refusal, not a new ban', () => {
  let now = 10_000_000;
  const limits = new SocketLimits({ ...settings, abuseBanMs: 2_000 }, () => now);
  while (limits.hit('ava', 'typing') !== 'abuse');
  now += 2_000;
  expect(limits.banned('ava')).toBe(false);
  const verdicts = Array.from({ length: SOCKET_EVENT_LIMITS.typing! + 1 }, () => limits.hit('ava', 'typing'));
  expect(verdicts.at(-1)).toBe('refused');
  expect(limits.banned('ava')).toBe(false);
});

test('a ban from another replica also clears the counters here: once it ends, refused events count from zero', () => {
  let now = 11_000_000;
  const limits = new SocketLimits(settings, () => now);
  for (let i = 0; i < settings.abuseDrops - 1; i++) limits.drop('ava');
  limits.ban('ava', now + 1_000);
  now += 1_000;
  expect(limits.banned('ava')).toBe(false);
  expect(limits.drop('ava')).toBe('refused');
});

test('a ban ends at the time it names, and a shorter ban from elsewhere does not cut a longer one short', () => {
  let now = 12_000_000;
  const limits = new SocketLimits(settings, () => now);
  limits.ban('ava', now + 5_000);
  limits.ban('ava', now + 1_000);
  now += 4_999;
  expect(limits.banned('ava')).toBe(true);
  now += 1;
  expect(limits.banned('ava')).toBe(false);
});

test('a person whose last socket closed comes back with fresh counters', () => {
  const limits = new SocketLimits(settings, () => 13_000_000);
  for (let i = 0; i < SOCKET_EVENT_LIMITS['conversation:join']!; i++) limits.hit('ava', 'conversation:join');
  expect(limits.hit('ava', 'conversation:join')).toBe('refused');
  limits.forget('ava');
  expect(limits.hit('ava', 'conversation:join')).toBe('ok');
});

test("a person's entry is dropped only once no socket of theirs is left on this replica", () => {
  const server = (rooms: Record<string, string[]>) => ({ io: { sockets: { adapter: { rooms: new Map(Object.entries(rooms).map(([k, v]) => [k, new Set(v)])) } } } });
  const map = new Map<string, unknown>([['ava', 1]]);
  forgetWhenGone(server({ 'user:ava': ['s1'] }), 'ava', map);
  expect(map.has('ava')).toBe(true);
  forgetWhenGone(server({ 'user:ben': ['s2'] }), 'ava', map);
  expect(map.has('ava')).toBe(false);
  map.set('ava', 1);
  forgetWhenGone({}, 'ava', map);
  expect(map.has('ava')).toBe(false);
});
