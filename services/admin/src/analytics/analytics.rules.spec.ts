import { dailySeries, SERIES_DAYS, utcDayStart } from './analytics.rules.js';

describe('analytics daily series', () => {
  const now = new Date('2026-03-01T00:30:00Z');

  it('starts the day at UTC midnight, across month ends', () => {
    expect(utcDayStart(now).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(utcDayStart(now, 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('gives 30 days ending today, oldest first, with zeros where nothing happened', () => {
    const series = dailySeries(
      [
        { day: '2026-03-01', signups: 2, activeUsers: 3 },
        { day: '2026-03-01', checkins: 4 },
        { day: '2026-02-01', matches: 1 },
        { day: '2026-01-01', matches: 9 },
      ],
      now,
    );
    expect(series).toHaveLength(SERIES_DAYS);
    expect(series[0]).toEqual({ date: '2026-01-31', signups: 0, activeUsers: 0, checkins: 0, matches: 0 });
    expect(series[1]).toEqual({ date: '2026-02-01', signups: 0, activeUsers: 0, checkins: 0, matches: 1 });
    expect(series[SERIES_DAYS - 1]).toEqual({ date: '2026-03-01', signups: 2, activeUsers: 3, checkins: 4, matches: 0 });
  });
});
