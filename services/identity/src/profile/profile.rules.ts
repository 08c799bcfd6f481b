import { errors } from '../errors.js';

/** Interest tags as stored: trimmed, duplicates (any case) dropped, first spelling kept. */
export function normalizeInterestTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

export { PHOTO_NOT_YOURS, PHOTO_TWICE } from '../errors.js';

/**
 * Matches the person's photo references (ids or URLs) to their own photos, in the given order.
 * Every reference must be one of the person's photos (another person's id is "not found", never
 * revealed) and appear once; the error names the `photos` field.
 */
export function resolvePhotoRefs<P extends { id: string; full_key: string; thumb_key: string }>(own: P[], refs: readonly string[]): P[] {
  const match = (ref: string) => own.find((p) => ref === p.id || ref.endsWith(`/${p.full_key}`) || ref.endsWith(`/${p.thumb_key}`));
  const kept: P[] = [];
  for (const ref of refs) {
    const photo = match(ref);
    if (!photo) throw errors.photoNotYours();
    if (kept.includes(photo)) throw errors.photoTwice();
    kept.push(photo);
  }
  return kept;
}

/**
 * Whether a display name is the handle of the person's email address ("ux b 47359" for
 * ux-b-47359@…): strangers would read part of their email. A plain first name that happens
 * to be the whole handle ("alice" for alice@…, "John Smith" for john.smith@…) is a name, not a leak;
 * a handle with digits is an account name, never shown.
 */
export function nameRevealsEmail(displayName: string, email: string): boolean {
  // split() always gives at least one piece.
  const handle = email.split('@')[0]!.toLowerCase();
  if (!/\d/.test(handle)) return false;
  // Stryker disable next-line Regex: the replacement is global, so removing a run of symbols at once or one by one leaves the same text.
  const squash = (v: string) => v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const name = squash(displayName);
  return name.length > 0 && (name === squash(handle) || name === squash(handle.split('+')[0]!));
}
