import { describe, expect, it } from 'vitest';
import { computeAge, isFutureDate } from './age';

describe('computeAge', () => {
  const today = new Date(2026, 10, 21); // 21 Nov 2026, local time

  it('counts this year only once the birthday has passed', () => {
    expect(computeAge('2008-11-21', today)).toBe(18); // birthday today
    expect(computeAge('2008-11-22', today)).toBe(17); // tomorrow
    expect(computeAge('2008-12-01', today)).toBe(17);
    expect(computeAge('1990-01-15', today)).toBe(36);
  });

  it('spots future dates', () => {
    expect(isFutureDate('2026-11-22', today)).toBe(true);
    expect(isFutureDate('2026-11-21', today)).toBe(false);
  });
});

describe('isFutureDate early in the month and year', () => {
  it('compares whole dates, so a birth date tomorrow on 5 January is in the future', () => {
    const fifthOfJanuary = new Date(2026, 0, 5);
    expect(isFutureDate('2026-01-06', fifthOfJanuary)).toBe(true);
    expect(isFutureDate('2026-01-05', fifthOfJanuary)).toBe(false);
    expect(isFutureDate('2025-12-31', fifthOfJanuary)).toBe(false);
  });
});
