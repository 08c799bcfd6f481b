import type { PerPersonLimitOptions } from '../auth/per-person-limit.decorator.js';
import { REFUSALS } from '../errors.js';

/**
 * Per-person limits of the state-changing routes that had none: high
 * enough that nobody using the app meets them, low enough that a script cannot push notifications,
 * events or writes without end. Each route names one of these with @PerPersonLimit.
 */
const minutes = (n: number) => n * 60;
export const WRITE_LIMITS = {
  meetPoint: { bucket: 'meet-point', limit: 10, windowSeconds: minutes(10), refusal: REFUSALS.tooManyMeetPointChanges },
  markRead: { bucket: 'chat-read', limit: 120, windowSeconds: 60 },
  meeting: { bucket: 'meeting-actions', limit: 30, windowSeconds: minutes(10) },
  profile: { bucket: 'profile-write', limit: 30, windowSeconds: minutes(10), refusal: REFUSALS.tooManyProfileChanges },
  photos: { bucket: 'photo-write', limit: 30, windowSeconds: minutes(10), refusal: REFUSALS.tooManyPhotoChanges },
  privacy: { bucket: 'privacy-write', limit: 30, windowSeconds: minutes(10) },
  dataExport: { bucket: 'data-export', limit: 5, windowSeconds: minutes(60), refusal: REFUSALS.tooManyDataExports },
  deleteAccount: { bucket: 'account-delete', limit: 5, windowSeconds: minutes(60) },
  verifyAge: { bucket: 'verify-age', limit: 10, windowSeconds: minutes(60) },
  presence: { bucket: 'presence-write', limit: 60, windowSeconds: minutes(10) },
  verification: { bucket: 'verification-write', limit: 30, windowSeconds: minutes(10) },
  review: { bucket: 'verification-review', limit: 300, windowSeconds: 60 },
  signOutEverywhere: { bucket: 'sign-out-everywhere', limit: 10, windowSeconds: minutes(10) },
  endSession: { bucket: 'end-session', limit: 30, windowSeconds: minutes(10) },
  locationShareStop: { bucket: 'location-share-stop', limit: 60, windowSeconds: minutes(10) },
  push: { bucket: 'push-subscriptions', limit: 30, windowSeconds: minutes(10) },
} satisfies Record<string, PerPersonLimitOptions>;
