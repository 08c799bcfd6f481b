import { INTEREST_TAG_MAX_LENGTH, INTEREST_TAGS_MAX } from '@converge/contracts';
import { profile } from '@/locales/profile';

/** "jazz, coffee , Jazz" → ['jazz', 'coffee']: comma separated, trimmed, no duplicates (any case). */
export function parseInterestTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The message the server would answer, said before the request. */
export function interestTagsProblem(tags: string[]): string | null {
  if (tags.length > INTEREST_TAGS_MAX) return profile.t('tags.tooMany', { max: INTEREST_TAGS_MAX });
  if (tags.some((t) => t.length > INTEREST_TAG_MAX_LENGTH)) return profile.t('tags.tooLong', { max: INTEREST_TAG_MAX_LENGTH });
  return null;
}

/** Moves the item at `from` to `to` (a new array). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
