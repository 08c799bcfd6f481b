/** "3 h 5 min left", "12 min left", "Less than a minute left", "Ended" — for shares and the public page. */
export function formatTimeLeft(expiresAt: string | Date, now: number = Date.now()): string {
  const ms = new Date(expiresAt).getTime() - now;
  if (!(ms > 0)) return 'Ended';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'Less than a minute left';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min left`;
  return m === 0 ? `${h} h left` : `${h} h ${m} min left`;
}

/** "just now", "5 min ago", "2 h ago" for the last position update. */
export function formatAgo(at: string | Date, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

/** Coordinates shown to 4 decimals. */
export const formatCoordinate = (value: number) => value.toFixed(4);
