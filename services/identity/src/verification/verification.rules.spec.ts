import { VERIFICATION_STEPS, type VerificationStep } from '@converge/contracts';
import {
  checkCode,
  hashCode,
  isVerifiedLevel,
  levelFor,
  maySendCode,
  newCode,
  newSocialCode,
  phoneForCode,
  riskFor,
  scoreFor,
  shuffledChallenges,
  stepsNeededFor,
} from './verification.rules.js';

/** Every subset of the six steps (64). */
const combinations: VerificationStep[][] = Array.from({ length: 1 << VERIFICATION_STEPS.length }, (_, mask) =>
  VERIFICATION_STEPS.filter((_, i) => mask & (1 << i)),
);

/** The level written out by hand from the definition, to compare against. */
function expectedLevel(done: Set<VerificationStep>) {
  const has = (...s: VerificationStep[]) => s.every((x) => done.has(x));
  if (!has('email', 'phone')) return 'unverified';
  if (!has('photo')) return 'basic';
  if (!has('id')) return 'enhanced';
  if (!has('liveness', 'social')) return 'premium';
  return 'ultra';
}

test.each(combinations.map((c) => [c.join('+') || '(none)', c] as const))('level and score for %s', (_name, steps) => {
  const done = new Set(steps);
  expect(levelFor(steps)).toBe(expectedLevel(done));
  const weights = { email: 15, phone: 15, photo: 20, id: 25, liveness: 15, social: 10 };
  expect(scoreFor(steps)).toBe(steps.reduce((sum, s) => sum + weights[s], 0));
  expect(isVerifiedLevel(levelFor(steps))).toBe(done.has('email') && done.has('phone'));
});

test('a later step does not lift the level past a missing earlier one', () => {
  expect(levelFor(['photo', 'id', 'liveness', 'social', 'email'])).toBe('unverified');
  expect(levelFor(['email', 'phone', 'id', 'liveness', 'social'])).toBe('basic');
  expect(scoreFor(VERIFICATION_STEPS)).toBe(100);
  expect(scoreFor([])).toBe(0);
});

test('steps needed for a target level', () => {
  expect(stepsNeededFor('enhanced', [])).toEqual(['phone', 'email', 'photo']);
  expect(stepsNeededFor('enhanced', ['email', 'photo'])).toEqual(['phone']);
  expect(stepsNeededFor('ultra', ['email', 'phone', 'photo'])).toEqual(['id', 'liveness', 'social']);
  expect(stepsNeededFor('ultra', VERIFICATION_STEPS)).toEqual([]);
});

test('risk score from reports, suspensions and position jumps, clamped to 0–100', () => {
  expect(riskFor({ reporters: 0, suspensions: 0, positionJumps: 0 })).toEqual({ riskScore: 0, flags: [] });
  expect(riskFor({ reporters: 1, suspensions: 0, positionJumps: 0 })).toEqual({ riskScore: 20, flags: ['reported'] });
  expect(riskFor({ reporters: 5, suspensions: 0, positionJumps: 0 })).toEqual({ riskScore: 60, flags: ['multiple_reports'] });
  expect(riskFor({ reporters: 0, suspensions: 1, positionJumps: 2 })).toEqual({ riskScore: 60, flags: ['suspended', 'location_jumps'] });
  expect(riskFor({ reporters: 9, suspensions: 3, positionJumps: 9 }).riskScore).toBe(100);
});

describe('codes', () => {
  const pepper = 'pepper';
  const user = '0190c3b2-0000-7000-8000-000000000001';
  const stored = (code: string, attempts = 0, expired = false) => ({ codeHash: hashCode(pepper, user, 'email', code), attempts, expired });

  test('six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  test('the hash depends on the pepper, the person and the channel, and is not the code', () => {
    const h = hashCode(pepper, user, 'email', '123456');
    expect(h).not.toContain('123456');
    expect(hashCode('other', user, 'email', '123456')).not.toBe(h);
    expect(hashCode(pepper, user, 'phone', '123456')).not.toBe(h);
  });

  test('right, wrong (tries left), expired, sixth try, none', () => {
    const right = hashCode(pepper, user, 'email', '123456');
    const wrong = hashCode(pepper, user, 'email', '654321');
    expect(checkCode(stored('123456'), right)).toEqual({ kind: 'ok' });
    expect(checkCode(stored('123456'), wrong)).toEqual({ kind: 'wrong', triesLeft: 4 });
    expect(checkCode(stored('123456', 4), wrong)).toEqual({ kind: 'wrong', triesLeft: 0 });
    expect(checkCode(stored('123456', 0, true), right)).toEqual({ kind: 'expired' });
    // After five wrong tries even the right code fails.
    expect(checkCode(stored('123456', 5), right)).toEqual({ kind: 'too_many' });
    expect(checkCode(null, right)).toEqual({ kind: 'none' });
  });

  test('at most five sends an hour', () => {
    expect(maySendCode(0)).toBe(true);
    expect(maySendCode(4)).toBe(true);
    expect(maySendCode(5)).toBe(false);
  });
});

test('challenges: the three in some order; social codes are distinct', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 50; i++) {
    const order = shuffledChallenges();
    expect([...order].sort()).toEqual(['blink', 'smile', 'turn_left']);
    seen.add(order.join());
  }
  expect(seen.size).toBeGreaterThan(1);
  expect(newSocialCode()).toMatch(/^converge-[A-Z2-9]{8}$/);
  expect(newSocialCode()).not.toBe(newSocialCode());
});

describe('phoneForCode (issue 29: the forms people type, as E.164)', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+44 7700-900-123', '+447700900123'],
    ['+44 (7911) 123456', '+447911123456'],
    ['0044 7911 123456', '+447911123456'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+1.415.555.2671', '+14155552671'],
    ['+49 151 2345 6789', '+4915123456789'],
    ['+33\u00a06\u00a012\u00a034\u00a056\u00a078', '+33612345678'],
  ])('%s → %s', (typed, e164) => {
    expect(phoneForCode(typed)).toBe(e164);
  });
  it.each(['+1 555 0000', '07911 123456', '+44 20 7946 0018', 'call me', '+44 7911 123456 ext 2', ''])('refuses %j', (typed) => {
    expect(phoneForCode(typed)).toBeNull();
  });
});
