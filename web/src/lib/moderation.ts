import { MESSAGE_FLAGGED, messageFlaggedErrorSchema, type ModerationCategory } from '@converge/contracts';
import { ApiError } from './api-client';

/** The categories of a 422 MESSAGE_FLAGGED ("Are you sure?"), or null for any other error. */
export function flaggedCategories(error: unknown): ModerationCategory[] | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.details.code !== MESSAGE_FLAGGED) return null;
  try {
    const parsed = messageFlaggedErrorSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.categories : [];
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
