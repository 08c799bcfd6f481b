import { nudityScore, screeningVerdict } from './screening.rules.js';

describe('nudityScore', () => {
  test('explicit photos and drawings count fully, suggestive half, neutral and drawings not at all', () => {
    expect(nudityScore({ Porn: 0.5, Hentai: 0.25, Sexy: 0.2, Neutral: 0.05 })).toBeCloseTo(0.85);
    expect(nudityScore({ Porn: 0.3 })).toBeCloseTo(0.3);
    expect(nudityScore({ Hentai: 0.3 })).toBeCloseTo(0.3);
    expect(nudityScore({ Sexy: 0.6 })).toBeCloseTo(0.3);
    expect(nudityScore({ Neutral: 0.9, Drawing: 0.1 })).toBe(0);
  });

  test('missing labels count as 0 and the score stays within 0–1', () => {
    expect(nudityScore({})).toBe(0);
    expect(nudityScore({ Porn: 0.9, Hentai: 0.9 })).toBe(1);
    expect(nudityScore({ Porn: -0.5 })).toBe(0);
  });
});

describe('screeningVerdict', () => {
  test('held at or above the threshold, passed below it', () => {
    expect(screeningVerdict(0.7, 0.7)).toBe('held');
    expect(screeningVerdict(0.71, 0.7)).toBe('held');
    expect(screeningVerdict(0.69, 0.7)).toBe('passed');
    expect(screeningVerdict(0, 0.01)).toBe('passed');
  });
});
