import { describe, expect, it } from 'vitest';
import { formatCountdown, progressFor } from './countdown';

describe('countdown', () => {
  it('formats m:ss', () => {
    expect(formatCountdown(180_000)).toBe('3:00');
    expect(formatCountdown(179_001)).toBe('3:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(9_000)).toBe('0:09');
  });
  it('never goes negative', () => {
    expect(formatCountdown(-5000)).toBe('0:00');
  });
});

describe('navigation progress', () => {
  it('is 0 until a distance is known and 100 when close enough', () => {
    expect(progressFor(null, null)).toBe(0);
    expect(progressFor(50, 400)).toBe(100);
    expect(progressFor(0, 0)).toBe(100);
  });
  it('grows as the distance shrinks from where it started', () => {
    expect(progressFor(400, 400)).toBe(5);
    expect(progressFor(200, 400)).toBe(50);
    expect(progressFor(100, 400)).toBe(75);
  });
});
