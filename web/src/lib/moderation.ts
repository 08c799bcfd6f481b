import { MESSAGE_FLAGGED, MODERATION_CATEGORIES, type ModerationCategory } from '@converge/contracts';
import { ApiError } from './api-client';

/** The categories of a 422 MESSAGE_FLAGGED ("Are you sure?"), or null for any other error. */
export function flaggedCategories(error: unknown): ModerationCategory[] | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.details.code !== MESSAGE_FLAGGED) return null;
  // Read without zod (the chat's first load has none): only the categories the app knows how to name.
  try {
    const { categories } = JSON.parse(error.body) as { categories?: unknown };
    return Array.isArray(categories) ? categories.filter((c): c is ModerationCategory => (MODERATION_CATEGORIES as readonly unknown[]).includes(c)) : [];
  } catch {
    return [];
  }
}

/** How the dialog names what was found, in plain words. */
export const CATEGORY_WORDS: Record<ModerationCategory, string> = {
  harassment: 'insulting',
  sexual: 'sexual',
  threat: 'threatening',
  hate: 'hateful',
  money: 'about money',
  off_platform: 'about moving to another app',
};
