import { meetPoints } from '@/locales/meet-points';
import en from '@/locales/en/meet-points.json';

type DefaultMeetPointKey = keyof typeof en;

const isDefaultKey = (key: string): key is DefaultMeetPointKey => Object.hasOwn(en, key);

/**
 * A meet point's name: a default one (the server sends its key only while the venue uses the defaults) in
 * the app's language; a venue's own point, or a key this build does not know, as the server wrote it.
 * Outside React (a toast), called when the text is shown.
 */
export function meetPointName(point: string, key: string | null | undefined): string {
  return key && isDefaultKey(key) ? meetPoints.t(key) : point;
}

/** meetPointName in a component: renders again when the language changes. */
export function useMeetPointName(): (point: string, key: string | null | undefined) => string {
  meetPoints.useT();
  return meetPointName;
}

interface MatchPoints {
  venue: { meetPoints: string[]; meetPointKeys?: Array<string | null> };
  meetPoint: string | null;
  meetPointKey?: string | null;
}

/**
 * The key of a point of this match (the chosen one, or the one a meeting session names): the match's own,
 * else the key beside that name in the venue's list; null for a venue's own point.
 */
export function meetPointKeyIn(match: MatchPoints, point: string): string | null {
  if (point === match.meetPoint && match.meetPointKey !== undefined) return match.meetPointKey;
  const at = match.venue.meetPoints.indexOf(point);
  return at < 0 ? null : (match.venue.meetPointKeys?.[at] ?? null);
}
