import type { Analytics } from '@converge/contracts';

export const SERIES_DAYS = 30;

/** The first instant of the UTC day `daysBack` days before `now`'s. */
export function utcDayStart(now: Date, daysBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack));
}

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  signups?: number;
  activeUsers?: number;
  checkins?: number;
  matches?: number;
}

/** Exactly SERIES_DAYS days, oldest first, ending today (UTC); days without activity are zeros. */
export function dailySeries(counts: DayCount[], now: Date): Analytics['daily'] {
  const byDay = new Map<string, DayCount>();
  for (const c of counts) byDay.set(c.day, { ...byDay.get(c.day), ...Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) } as DayCount);
  const days: Analytics['daily'] = [];
  for (let back = SERIES_DAYS - 1; back >= 0; back--) {
    const date = utcDayStart(now, back).toISOString().slice(0, 10);
    const c = byDay.get(date);
    days.push({ date, signups: c?.signups ?? 0, activeUsers: c?.activeUsers ?? 0, checkins: c?.checkins ?? 0, matches: c?.matches ?? 0 });
  }
  return days;
}
