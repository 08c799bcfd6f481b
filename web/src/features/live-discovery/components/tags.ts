import { LIVE_CARD_TAGS, LIVE_MAX_TAGS, LIVE_TAG_MAX_LENGTH } from '@converge/contracts';
import { live } from '@/locales/live';

/** A card shows up to 3 tags plus '+N'. */
export function visibleTags(tags: string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, LIVE_CARD_TAGS), more: Math.max(0, tags.length - LIVE_CARD_TAGS) };
}

/** "jazz, hiking,  #chess" → ['jazz', 'hiking', 'chess'] (deduplicated, order kept). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/^#/, '');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export function tagsProblem(tags: string[]): string | null {
  if (tags.length > LIVE_MAX_TAGS) return live.t('sheet.tooManyTags', { max: LIVE_MAX_TAGS });
  const long = tags.find((t) => t.length > LIVE_TAG_MAX_LENGTH);
  return long ? live.t('sheet.tagTooLong', { tag: long.slice(0, 30), max: LIVE_TAG_MAX_LENGTH }) : null;
}

/** Everyone clears the others; another removes Everyone; none falls back to Everyone. */
export function toggleLookingFor(current: string[], choice: string): string[] {
  if (choice === 'Everyone') return ['Everyone'];
  const without = current.filter((c) => c !== 'Everyone');
  const next = without.includes(choice) ? without.filter((c) => c !== choice) : [...without, choice];
  return next.length === 0 ? ['Everyone'] : next;
}
