import { SOCKET_EVENT_LIMITS, SocketLimits } from './socket-limits.js';

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
