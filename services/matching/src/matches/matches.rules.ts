import { ACTIVE_MATCH_MS, type MatchUser } from '@converge/contracts';

/** A person's card as the matches read it (profile_cards and the verification level). */
export interface CardRow {
  user_id: string;
  display_name: string;
  age: number;
  bio: string;
  photos: string[];
  is_verified: boolean;
}

/** The venue's own spelling of the point the person asked for (case and spaces aside), or undefined: only the venue's points may be chosen. */
export function chooseMeetPoint(venuePoints: readonly string[], asked: unknown): string | undefined {
  // Stryker disable next-line StringLiteral: '' stands for no point asked; meet points are never empty (trimmed, at least one character), so it matches none.
  const wanted = String(asked ?? '')
    .trim()
    .toLowerCase();
  return venuePoints.find((p) => p.toLowerCase() === wanted);
}

/**
 * The chosen point's key: the key beside the venue's point of that name (a default while the venue names
 * none of its own), else null (the venue's own words, or a point it no longer lists).
 */
export function meetPointKeyOf(venue: { meetPoints: readonly string[]; meetPointKeys: ReadonlyArray<string | null> }, point: string | null): string | null {
  if (point === null) return null;
  const at = venue.meetPoints.indexOf(point);
  return at < 0 ? null : (venue.meetPointKeys[at] ?? null);
}

/** A match is active for its first 24 hours. */
export const isActiveMatch = (createdAt: Date, now = Date.now()) => now - createdAt.getTime() < ACTIVE_MATCH_MS;

/** A person on a match card; someone whose card has not arrived (or was erased) is 'Unknown User'. */
export function matchUser(id: string, card: CardRow | undefined): MatchUser {
  return {
    id,
    profile: { displayName: card?.display_name ?? 'Unknown User', photos: card?.photos ?? [], age: card?.age ?? null, bio: card?.bio ?? '', isVerified: card?.is_verified ?? false },
  };
}
