import { safetyPublic } from '@/locales/safety-public';

/** "3 h 5 min left", "12 min left", "Less than a minute left", "Ended" — for shares and the public page, in the app's language. */
export function formatTimeLeft(expiresAt: string | Date, now: number = Date.now()): string {
  const ms = new Date(expiresAt).getTime() - now;
  if (!(ms > 0)) return safetyPublic.t('timeLeft.ended');
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return safetyPublic.t('timeLeft.underMinute');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return safetyPublic.t('timeLeft.minutes', { minutes: m });
  return m === 0 ? safetyPublic.t('timeLeft.hours', { hours: h }) : safetyPublic.t('timeLeft.hoursMinutes', { hours: h, minutes: m });
}

/** "just now", "5 min ago", "2 h ago" for the last position update. */
export function formatAgo(at: string | Date, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
  if (seconds < 60) return safetyPublic.t('ago.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return safetyPublic.t('ago.minutes', { minutes });
  return safetyPublic.t('ago.hours', { hours: Math.floor(minutes / 60) });
}

/** Coordinates shown to 4 decimals. */
export const formatCoordinate = (value: number) => value.toFixed(4);
