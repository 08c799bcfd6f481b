import { z } from 'zod';
import { text } from './text.js';

/**
 * Share My Date: a person tells people they trust who they are meeting, where and when, as an
 * expiring link. The public page shows only what a friend needs to recognise the date and find the
 * place; never a surname, contact details, coordinates or an id.
 */

/** How long a plan's link works after the date starts. */
export const DATE_PLAN_VALID_AFTER_START_MS = 24 * 60 * 60 * 1000;
export const DATE_PLAN_NOTE_MAX = 500;

/** POST /api/date-plans */
export const createDatePlanSchema = z.object({
  matchId: z.uuid({ error: (issue) => (issue.input === undefined ? 'matchId is required' : 'matchId is not a valid match id') }),
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be a date and time, e.g. 2026-05-01T19:30:00Z.' }),
  note: text().trim().max(DATE_PLAN_NOTE_MAX, `The note can be at most ${DATE_PLAN_NOTE_MAX} characters.`).optional(),
});
export type CreateDatePlanInput = z.infer<typeof createDatePlanSchema>;

export const datePlanCreatedSchema = z.object({ id: text(), url: text(), expiresAt: text() });
export type DatePlanCreatedDto = z.infer<typeof datePlanCreatedSchema>;

/** GET /api/date-plans: the owner's own plans that still work. */
export const datePlanDtoSchema = z.object({
  id: text(),
  matchId: text(),
  url: text(),
  /** null: the match has no name; the screen names them in its own language ("Your date"). */
  firstName: text().nullable(),
  venueName: text().nullable(),
  startsAt: text(),
  note: text().nullable(),
  createdAt: text(),
  expiresAt: text(),
  /** When it was last sent to the trusted contacts (null: never). */
  sentAt: text().nullable(),
});
export type DatePlanDto = z.infer<typeof datePlanDtoSchema>;

/** GET /api/date-plans/public/:token: exactly what the public page shows, nothing else (strict). */
export const publicDatePlanSchema = z.strictObject({
  /** null: the match has no name; the page names them in its own language. */
  firstName: text().nullable(),
  age: z.number().int().nullable(),
  photoUrl: text().nullable(),
  venueName: text().nullable(),
  venueAddress: text().nullable(),
  startsAt: text(),
  note: text().nullable(),
  expiresAt: text(),
});
export type PublicDatePlanDto = z.infer<typeof publicDatePlanSchema>;

/** POST /api/date-plans/:id/send */
export const datePlanSentSchema = z.object({ id: text(), contactsEmailed: z.number().int() });
export type DatePlanSentDto = z.infer<typeof datePlanSentSchema>;

/** DELETE /api/date-plans/:id */
export const datePlanRevokedSchema = z.object({ id: z.string(), revoked: z.literal(true) });

/** The plan id from the URL, a plain string: a malformed one is the same 404 as someone else's. */
export const datePlanIdPayloadSchema = z.object({ id: z.string().optional() });
