import { LIVENESS_CHALLENGES, LIVENESS_MAX_FRAMES, VERIFICATION_STEPS, type VerificationStep } from '@converge/contracts';
import {
  assertStepOpen,
  checkLivenessFrames,
  checkCode,
  hashCode,
  isVerifiedLevel,
  levelFor,
  maskEmail,
  maskPhone,
  maySendCode,
  newCode,
  newSocialCode,
  pickPose,
  phoneForCode,
  riskFor,
  scoreFor,
  shuffledChallenges,
  stepsNeededFor,
} from './verification.rules.js';

/** Every subset of the six steps (64). */
const combinations: VerificationStep[][] = Array.from({ length: 1 << VERIFICATION_STEPS.length }, (_, mask) => VERIFICATION_STEPS.filter((_, i) => mask & (1 << i)));

/** The level written out by hand from the level definitions (each needs the steps of the one below), to compare against. */
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
    expect(h).toMatch(/^[0-9a-f]{64}$/); // stored as hex text
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

// Cases mutation testing showed were left untested.

test('codes span the whole six-digit range: a guesser faces a million codes, not a hundred thousand', () => {
  const codes = Array.from({ length: 400 }, () => newCode());
  const first = new Set(codes.map((c) => c[0]));
  // Uniform over 000000–999999: every leading digit turns up in 400 codes (a 1-in-10^17 miss); a range
  // ten times smaller would start every code with 0.
  expect([...first].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  expect(codes.some((c) => Number(c) >= 900_000)).toBe(true);
  expect(new Set(codes).size).toBeGreaterThan(395);
});

test('a malformed code hash is a wrong try, never a crash', () => {
  const stored = { codeHash: hashCode('pepper', 'u1', 'phone', '123456'), attempts: 1, expired: false };
  expect(checkCode(stored, '')).toEqual({ kind: 'wrong', triesLeft: 3 });
  expect(checkCode(stored, 'abcd')).toEqual({ kind: 'wrong', triesLeft: 3 });
});

test('the steps a level needs include its own (basic: phone and email), none for unverified', () => {
  expect(stepsNeededFor('basic', [])).toEqual(['phone', 'email']);
  expect(stepsNeededFor('unverified', [])).toEqual([]);
  expect(stepsNeededFor('premium', ['email', 'phone', 'photo', 'id'])).toEqual([]);
});

test('an unknown step adds nothing to the score', () => {
  expect(scoreFor(['email', 'fax' as VerificationStep])).toBe(15);
  expect(scoreFor(['email', 'email'])).toBe(15);
});

test('risk: two reporters are "reported", three "multiple_reports"; each signal stops at its cap', () => {
  const risk = (reporters: number, suspensions: number, positionJumps: number) => riskFor({ reporters, suspensions, positionJumps });
  expect(risk(2, 0, 0)).toEqual({ riskScore: 40, flags: ['reported'] });
  expect(risk(3, 0, 0)).toEqual({ riskScore: 60, flags: ['multiple_reports'] });
  expect(risk(4, 0, 0).riskScore).toBe(60);
  expect(risk(0, 2, 0).riskScore).toBe(80);
  expect(risk(0, 3, 0).riskScore).toBe(80);
  expect(risk(0, 0, 3)).toEqual({ riskScore: 30, flags: ['location_jumps'] });
  expect(risk(0, 0, 5).riskScore).toBe(30);
  expect(risk(1, 1, 1)).toEqual({ riskScore: 70, flags: ['reported', 'suspended', 'location_jumps'] });
  expect(risk(3, 2, 0).riskScore).toBe(100);
});

describe('liveness shuffle', () => {
  /** A random source that answers `draws` in turn and records each bound it was asked for. */
  const scripted = (draws: number[]) => {
    const bounds: number[] = [];
    const random = (n: number) => {
      bounds.push(n);
      return draws[bounds.length - 1]!;
    };
    return { random, bounds };
  };

  test('exactly the three challenges, no holes, no extra slots', () => {
    for (let i = 0; i < 30; i++) {
      const order = shuffledChallenges();
      expect(order).toHaveLength(3);
      expect(Object.keys(order)).toEqual(['0', '1', '2']);
      expect([...order].sort()).toStrictEqual(['blink', 'smile', 'turn_left']);
    }
  });

  test('each of the six orders comes from exactly one pair of draws (an even shuffle)', () => {
    const orders = new Set<string>();
    for (const first of [0, 1, 2])
      for (const second of [0, 1]) {
        const { random, bounds } = scripted([first, second]);
        const order = shuffledChallenges(random);
        expect(bounds).toEqual([3, 2]);
        expect([...order].sort()).toStrictEqual(['blink', 'smile', 'turn_left']);
        orders.add(order.join());
      }
    expect(orders.size).toBe(6);
    expect(shuffledChallenges(scripted([2, 1]).random)).toStrictEqual(['blink', 'turn_left', 'smile']);
    expect(shuffledChallenges(scripted([0, 0]).random)).toStrictEqual(['turn_left', 'smile', 'blink']);
  });
});

test('poses and social codes draw from the whole list', () => {
  expect(pickPose(() => 0)).toBe('Thumb up, left hand');
  expect(pickPose((n) => n - 1)).toBe('Touch your ear, left hand');
  expect(newSocialCode(() => 0)).toBe('converge-AAAAAAAA');
  expect(newSocialCode((n) => n - 1)).toBe('converge-99999999');
});

describe('masks: enough to recognise, not enough to learn', () => {
  test('email: the first letter, one dot per hidden letter up to six, the domain', () => {
    expect(maskEmail('ava@example.com')).toBe('a••@example.com');
    expect(maskEmail('a@example.com')).toBe('a•@example.com');
    expect(maskEmail('alexandria.smith@example.com')).toBe('a••••••@example.com');
    expect(maskEmail('not-an-email')).toBe('not-an-email');
  });

  test('phone: the country code and the last two digits', () => {
    expect(maskPhone('+447911123456')).toBe('+44••••••••56');
    expect(maskPhone('+15551234')).toBe('+15••••34');
    expect(maskPhone('+12345')).toBe('+12•45');
    expect(maskPhone('+1234')).toBe('+1234');
    expect(maskPhone('+123')).toBe('+123');
  });
});

describe('phoneForCode (the forms people type, as E.164)', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+44 7700-900-123', '+447700900123'],
    ['+44 (7911) 123456', '+447911123456'],
    ['0044 7911 123456', '+447911123456'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+1.415.555.2671', '+14155552671'],
    ['+49 151 2345 6789', '+4915123456789'],
    ['+33\u00a06\u00a012\u00a034\u00a056\u00a078', '+33612345678'],
    // Pasted with spaces around it.
    ['  +44 7700 900123 ', '+447700900123'],
    // A UK personal number (070) forwards to the person's own phone, so it can take the code.
    ['+44 70 1234 5678', '+447012345678'],
  ])('%s → %s', (typed, e164) => {
    expect(phoneForCode(typed)).toBe(e164);
  });
  it.each(['+1 555 0000', '07911 123456', '+44 20 7946 0018', 'call me', '+44 7911 123456 ext 2', ''])('refuses %j', (typed) => {
    expect(phoneForCode(typed)).toBeNull();
  });
});

describe('assertStepOpen', () => {
  it('refuses a verified step (ALREADY_VERIFIED) and one under review (UNDER_REVIEW), both 409', () => {
    expect(() => assertStepOpen('verified')).toThrow(expect.objectContaining({ status: 409, code: 'ALREADY_VERIFIED' }));
    expect(() => assertStepOpen('pending')).toThrow(expect.objectContaining({ status: 409, code: 'UNDER_REVIEW' }));
  });

  it('lets a step that was never started, rejected or has a code sent take a new try', () => {
    for (const state of [undefined, 'not_started', 'rejected', 'code_sent']) expect(() => assertStepOpen(state)).not.toThrow();
  });
});

describe('checkLivenessFrames', () => {
  const frame = (challenge: string, i = 0) => ({ challenge, uploadKey: `incoming/${challenge}-${i}-aaaaaaaaaaaaaaaa` });
  const allOnce = () => LIVENESS_CHALLENGES.map((c) => frame(c));

  it('takes one to LIVENESS_MAX_FRAMES frames per challenge, in the order sent', () => {
    expect(checkLivenessFrames(allOnce())).toEqual(allOnce());
    const most = LIVENESS_CHALLENGES.flatMap((c) => Array.from({ length: LIVENESS_MAX_FRAMES }, (_, i) => frame(c, i)));
    expect(checkLivenessFrames(most)).toHaveLength(most.length);
  });

  it('refuses a challenge without a frame, too many frames for one, or no list at all (400 naming frames)', () => {
    const missing = allOnce().slice(1);
    const tooMany = [...allOnce(), ...Array.from({ length: LIVENESS_MAX_FRAMES }, (_, i) => frame(LIVENESS_CHALLENGES[0], i + 1))];
    for (const frames of [missing, tooMany, undefined, 'frames']) {
      expect(() => checkLivenessFrames(frames)).toThrow(expect.objectContaining({ status: 400, fields: { frames: expect.any(String) } }));
    }
  });

  it('refuses an empty (null) frame among good ones as a frame naming no challenge (400), not a crash', () => {
    expect(() => checkLivenessFrames([...allOnce(), null])).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('refuses a frame naming no known challenge (400 without a field)', () => {
    const error = (() => {
      try {
        checkLivenessFrames([...allOnce(), frame('somersault')]);
      } catch (e) {
        return e as { status: number; fields?: unknown };
      }
    })();
    expect(error?.status).toBe(400);
    expect(error?.fields).toBeUndefined();
  });
});
