import { currentDisplayCode, displayCodeUrl, displayStep, displayStepAccepted, parseDisplayCode, signDisplayCode, stepStartMs, verifyDisplayCode } from './display-code.js';
import { newQrSecret, signVenue } from './qr-signature.js';

const venueId = '0b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10';
const otherVenue = '1b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10';
const secret = newQrSecret();
// A step boundary: 2026-11-28T09:00:00Z is a multiple of 30 s.
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const step0 = displayStep(T0);

describe('venue display codes: steps', () => {
  test('a step is 30 s: its first and last millisecond belong to it, the next millisecond to the next one', () => {
    expect(stepStartMs(step0)).toBe(T0);
    expect(displayStep(T0 + 29_999)).toBe(step0);
    expect(displayStep(T0 + 30_000)).toBe(step0 + 1);
    expect(displayStep(T0 - 1)).toBe(step0 - 1);
  });

  test('the code a screen shows now names its step, when the next one is due and how long it is accepted', () => {
    const code = currentDisplayCode('https://converge.example', venueId, secret, T0 + 12_345);
    expect(code).toMatchObject({ step: step0, validFromMs: T0, nextAtMs: T0 + 30_000, acceptedUntilMs: T0 + 90_000 });
    expect(code.url).toBe(`https://converge.example/checkin?v=${venueId}&t=${step0}&d=${signDisplayCode(venueId, step0, secret)}`);
    // Every step has its own code.
    expect(currentDisplayCode('https://converge.example', venueId, secret, T0 + 30_000).url).not.toBe(code.url);
  });
});

describe('venue display codes: the 90-second window', () => {
  const sig = signDisplayCode(venueId, step0, secret);

  test('accepted from its step start to exactly 90 s after it; refused 1 ms later', () => {
    expect(verifyDisplayCode(venueId, step0, sig, secret, T0)).toBe(true);
    expect(verifyDisplayCode(venueId, step0, sig, secret, T0 + 29_999)).toBe(true);
    expect(verifyDisplayCode(venueId, step0, sig, secret, T0 + 60_000)).toBe(true);
    expect(verifyDisplayCode(venueId, step0, sig, secret, T0 + 90_000)).toBe(true);
    expect(verifyDisplayCode(venueId, step0, sig, secret, T0 + 90_001)).toBe(false);
    expect(verifyDisplayCode(venueId, step0, sig, secret, T0 + 91_000)).toBe(false);
    expect(displayStepAccepted(step0, T0 + 90_000)).toBe(true);
    expect(displayStepAccepted(step0, T0 + 90_001)).toBe(false);
  });

  test('a code of a future step is refused, even by a millisecond (it was never shown)', () => {
    const next = signDisplayCode(venueId, step0 + 1, secret);
    expect(verifyDisplayCode(venueId, step0 + 1, next, secret, T0 + 29_999)).toBe(false);
    expect(verifyDisplayCode(venueId, step0 + 1, next, secret, T0 + 30_000)).toBe(true);
    expect(displayStepAccepted(step0, T0 - 1)).toBe(false);
  });

  test('the three codes shown in the last 90 s are all accepted; the fourth back is not', () => {
    const now = T0 + 95_000; // inside step0 + 3
    const ok = (s: number) => verifyDisplayCode(venueId, s, signDisplayCode(venueId, s, secret), secret, now);
    expect([ok(step0 + 3), ok(step0 + 2), ok(step0 + 1), ok(step0)]).toEqual([true, true, true, false]);
  });
});

describe('venue display codes: signatures', () => {
  const sig = signDisplayCode(venueId, step0, secret);

  test('another step, another venue, another secret, an altered or truncated signature: refused', () => {
    const now = T0 + 1_000;
    expect(verifyDisplayCode(venueId, step0 - 1, sig, secret, now)).toBe(false);
    expect(verifyDisplayCode(otherVenue, step0, sig, secret, now)).toBe(false);
    expect(verifyDisplayCode(venueId, step0, sig, newQrSecret(), now)).toBe(false);
    expect(verifyDisplayCode(venueId, step0, (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1), secret, now)).toBe(false);
    expect(verifyDisplayCode(venueId, step0, sig.slice(0, -1), secret, now)).toBe(false);
    expect(verifyDisplayCode(venueId, step0, '', secret, now)).toBe(false);
  });

  test('the printed code and the display code never share a signature (different messages under one secret)', () => {
    const printed = signVenue(venueId, secret);
    for (let s = step0 - 3; s <= step0 + 3; s++) expect(signDisplayCode(venueId, s, secret)).not.toBe(printed);
    // A printed code's signature presented as a display code of any step fails.
    expect(verifyDisplayCode(venueId, step0, printed, secret, T0)).toBe(false);
  });

  test('parsing: our display link parses, anything else is null; a printed code is not a display code', () => {
    const url = displayCodeUrl('http://localhost:8080', venueId, step0, secret);
    expect(parseDisplayCode(url)).toEqual({ venueId, step: step0, signature: sig });
    expect(parseDisplayCode(`https://x.example/checkin?v=${venueId}&s=${sig}`)).toBeNull();
    expect(parseDisplayCode(`https://x.example/checkin?v=${venueId}&t=-1&d=${sig}`)).toBeNull();
    expect(parseDisplayCode(`https://x.example/checkin?v=${venueId}&t=1e9&d=${sig}`)).toBeNull();
    expect(parseDisplayCode(`https://x.example/other?v=${venueId}&t=${step0}&d=${sig}`)).toBeNull();
    expect(parseDisplayCode(`javascript:alert(1)//checkin?v=${venueId}&t=${step0}&d=${sig}`)).toBeNull();
    expect(parseDisplayCode('not a url')).toBeNull();
  });
});
