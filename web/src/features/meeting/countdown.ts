/** The countdown as m:ss, never negative. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Navigation progress from the live distance: 0 % at the first distance seen, 100 % on arrival. */
export function progressFor(distance: number | null, startDistance: number | null): number {
  if (distance === null) return 0;
  if (distance <= 50) return 100;
  const start = Math.max(startDistance ?? distance, distance);
  if (start <= 0) return 100;
  return Math.max(5, Math.min(95, Math.round((1 - distance / start) * 100)));
}
