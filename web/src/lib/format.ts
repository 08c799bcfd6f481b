/** Under 1000 m as "N m away", otherwise kilometres with one decimal. */
export function formatDistanceMetres(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m away`;
  return `${(metres / 1000).toFixed(1)} km away`;
}

/** Venue distances are kilometres with one decimal. */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}
