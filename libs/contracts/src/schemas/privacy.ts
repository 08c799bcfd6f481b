import { z } from 'zod';
import { text } from './text.js';

/** How a person whose account was deleted appears to those who talked with them (chat list, headers). */
export const DELETED_USER_NAME = 'Deleted user';

/** RPC.identity.displayNames: names for up to 500 user ids; unknown or profile-less ids are left out. */
export const DISPLAY_NAMES_MAX = 500;
export const displayNamesRequestSchema = z.object({ userIds: z.array(z.uuid()).max(DISPLAY_NAMES_MAX) });
export type DisplayNamesRequest = z.infer<typeof displayNamesRequestSchema>;
export const displayNamesResponseSchema = z.object({ names: z.record(text(), text()) });
export type DisplayNamesResponse = z.infer<typeof displayNamesResponseSchema>;

/** GET /api/privacy/export: the downloaded file's name for a day (UTC), e.g. converge-export-2026-11-25.json. */
export const exportFileName = (at: Date = new Date()) => `converge-export-${at.toISOString().slice(0, 10)}.json`;
/** A service did not answer: the export fails as a whole (503) rather than hand over a partial file. */
export const EXPORT_UNAVAILABLE = 'EXPORT_UNAVAILABLE';
export const EXPORT_UNAVAILABLE_MESSAGE =
  'Your data export is temporarily unavailable because part of Converge is not responding. Nothing was downloaded. Please try again in a few minutes.';
/** The services whose part every export holds, in the document's order. */
export const EXPORT_SECTIONS = ['identity', 'venue', 'matching', 'chat', 'safety'] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** GET /api/privacy/settings and POST /api/privacy/incognito */
export const privacySettingsSchema = z.object({ isIncognito: z.boolean() });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
/** GET /api/privacy/export: one section per service, each as that service wrote it. */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  userId: z.string(),
  identity: z.unknown(),
  venue: z.unknown(),
  matching: z.unknown(),
  chat: z.unknown(),
  safety: z.unknown(),
});

/** identity.displayNames (other services, no actor): the handler checks the list with displayNamesRequestSchema. */
export const displayNamesPayloadSchema = z.object({ userIds: z.unknown().optional() });
