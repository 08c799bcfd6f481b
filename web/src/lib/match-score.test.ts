import { describe, expect, it } from 'vitest';
import { HIGH_QUALITY_SCORE, isHighQuality, scoreClass, scoreTone } from './match-score';

describe('match score colours', () => {
  it('90 or more is green, 80 or more blue, 70 or more yellow, anything lower grey', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 0].map(scoreTone)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'grey', 'grey']);
  });

  it('the badge shows each band in its own text colour on its own background', () => {
    expect(scoreClass(95)).toBe('bg-success-soft text-success');
    expect(scoreClass(85)).toBe('bg-pro-soft text-pro-text');
    expect(scoreClass(75)).toBe('bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300');
    expect(scoreClass(50)).toBe('bg-muted text-muted-foreground');
  });

  it('a raw-palette colour (yellow) carries its own dark-theme pair so it stays readable there', () => {
    expect(scoreClass(72)).toMatch(/dark:bg-\S+ dark:text-\S+/);
  });
});

describe('high-quality matches', () => {
  it(`are the ones scoring ${HIGH_QUALITY_SCORE} or more`, () => {
    expect(HIGH_QUALITY_SCORE).toBe(85);
    expect([isHighQuality(85), isHighQuality(84), isHighQuality(100)]).toEqual([true, false, true]);
  });
});
