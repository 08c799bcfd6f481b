import {
  assertRoomForDatePlan,
  assertStartsAtAllowed,
  DATE_PLAN_MAX_AHEAD_MS,
  DATE_PLAN_MAX_BEHIND_MS,
  datePlanExpiresAt,
  datePlanLink,
  datePlanMail,
  datePlanPath,
  datePlanState,
  firstNameOf,
  MAX_ACTIVE_DATE_PLANS,
  otherOf,
} from './date-plans.rules.js';

const now = new Date('2026-05-01T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

test('the link is /date/<token>, absolute in mails whatever the trailing slash', () => {
  expect(datePlanPath('abc')).toBe('/date/abc');
  expect(datePlanLink('https://converge.app/', 'abc')).toBe('https://converge.app/date/abc');
  expect(datePlanLink('https://converge.app//', 'abc')).toBe('https://converge.app/date/abc');
  expect(datePlanLink('http://localhost:8080', 'abc')).toBe('http://localhost:8080/date/abc');
});

test("the link is under the prefix of the owner's language, so the page opens in the language of the mail", () => {
  expect(datePlanPath('abc', 'de')).toBe('/de/date/abc');
  expect(datePlanPath('abc', 'en')).toBe('/date/abc');
  expect(datePlanLink('https://converge.app/', 'abc', 'fr')).toBe('https://converge.app/fr/date/abc');
  expect(datePlanLink('https://converge.app', 'abc', 'en')).toBe('https://converge.app/date/abc');
});

test('a plan works until a day after the date starts', () => {
  expect(datePlanExpiresAt(new Date('2026-05-01T19:30:00Z')).toISOString()).toBe('2026-05-02T19:30:00.000Z');
});

test('a start up to 12 hours ago or up to 30 days ahead is accepted; beyond either is 422', () => {
  for (const ok of [0, -DATE_PLAN_MAX_BEHIND_MS, DATE_PLAN_MAX_AHEAD_MS, 3_600_000]) expect(() => assertStartsAtAllowed(at(ok), now)).not.toThrow();
  expect(() => assertStartsAtAllowed(at(-DATE_PLAN_MAX_BEHIND_MS - 1), now)).toThrow(expect.objectContaining({ status: 422, code: 'DATE_PLAN_IN_PAST' }));
  expect(() => assertStartsAtAllowed(at(DATE_PLAN_MAX_AHEAD_MS + 1), now)).toThrow(expect.objectContaining({ status: 422, code: 'DATE_PLAN_TOO_FAR_AHEAD' }));
  expect(DATE_PLAN_MAX_BEHIND_MS).toBe(12 * 3_600_000);
  expect(DATE_PLAN_MAX_AHEAD_MS).toBe(30 * 86_400_000);
  // Without a clock given, it is now.
  expect(() => assertStartsAtAllowed(new Date(Date.now() + 60_000))).not.toThrow();
  expect(() => assertStartsAtAllowed(new Date(Date.now() - DATE_PLAN_MAX_BEHIND_MS - 60_000))).toThrow();
});

test('at most 20 plans that still work', () => {
  expect(MAX_ACTIVE_DATE_PLANS).toBe(20);
  expect(() => assertRoomForDatePlan(19)).not.toThrow();
  expect(() => assertRoomForDatePlan(20)).toThrow(expect.objectContaining({ status: 409, code: 'TOO_MANY_DATE_PLANS', message: expect.stringContaining('20 date plans') }));
  expect(() => assertRoomForDatePlan(2, 2)).toThrow();
});

test('only the first name reaches the page', () => {
  expect(firstNameOf('Ava Lovelace')).toBe('Ava');
  expect(firstNameOf('  Ben   de  Vries ')).toBe('Ben');
  expect(firstNameOf('Cleo')).toBe('Cleo');
  expect(firstNameOf('')).toBeNull();
  expect(firstNameOf('   ')).toBeNull();
  expect(firstNameOf(null)).toBeNull();
  expect(firstNameOf(undefined)).toBeNull();
});

test('a plan ends when revoked or expired', () => {
  expect(datePlanState({ revoked_at: null, expires_at: at(1) }, now)).toBe('active');
  expect(datePlanState({ revoked_at: null, expires_at: now }, now)).toBe('ended');
  expect(datePlanState({ revoked_at: now, expires_at: at(3_600_000) }, now)).toBe('ended');
  expect(datePlanState({ revoked_at: null, expires_at: new Date(Date.now() + 60_000) })).toBe('active');
  expect(datePlanState({ revoked_at: null, expires_at: new Date(Date.now() - 1) })).toBe('ended');
});

test('the date is the other person of the match; a stranger has none', () => {
  const match = { userA: { id: 'a' }, userB: { id: 'b' } };
  expect(otherOf(match, 'a')).toEqual({ id: 'b' });
  expect(otherOf(match, 'b')).toEqual({ id: 'a' });
  expect(otherOf(match, 'c')).toBeNull();
});

test("a trusted contact's mail: the app's words, who, where, when and the link, with its unsubscribe", () => {
  const unsubscribable = { headers: { 'List-Unsubscribe': '<https://c.app/api/mail/unsubscribe?token=x>' }, footer: ['', 'Stop: https://c.app/unsubscribe?token=x'] };
  const base = { ownerName: 'Ava', firstName: 'Ben', startsAt: new Date('2026-05-01T19:30:00Z'), url: 'https://c.app/date/t', email: 'sis@example.com', unsubscribable };
  const mail = datePlanMail({ ...base, venueName: 'The Blue Bar' });
  expect(mail).toEqual({
    channel: 'email',
    recipient: 'sis@example.com',
    subject: 'Ava shared their date plan with you',
    body: [
      'Ava is meeting Ben at The Blue Bar on 1 May 2026, 19:30 UTC and shared the plan with you through Converge, so that someone they trust knows.',
      '',
      'See the plan: https://c.app/date/t',
      '',
      'The link works until a day after the date, or until Ava takes it back.',
      '',
      'Stop: https://c.app/unsubscribe?token=x',
    ].join('\n'),
    headers: unsubscribable.headers,
  });
  expect(datePlanMail({ ...base, venueName: null }).body).toMatch(/^Ava is meeting Ben on 1 May 2026/);
});
