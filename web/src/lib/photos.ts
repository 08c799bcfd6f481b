import type { Photo } from './auth';

/** Accepts either URL strings or photo objects from the server and returns one shape. */
export function normalizePhotos(photos: Array<string | Photo> | undefined | null): Photo[] {
  if (!photos) return [];
  return photos
    .map((p) => (typeof p === 'string' ? { url: p } : p))
    .filter((p): p is Photo => Boolean(p && p.url));
}
