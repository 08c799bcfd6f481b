/** "just now", "5m ago", "3h ago", "2d ago". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Active when under 24 hours old. */
export const isActiveMatch = (createdAt: string, now = Date.now()) => now - new Date(createdAt).getTime() < 24 * 60 * 60 * 1000;
