import { z } from 'zod';
import { text } from './text.js';
import { LANGUAGES } from '../i18n/languages.js';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASONS, REPORT_SOURCES } from './report-reasons.js';

/** At most this many reports a day per person (429 beyond). */
export const REPORTS_PER_DAY = 10;
export const TRUSTED_CONTACTS_MAX = 5;
/** A location share lasts 4 hours, then expires. */
export const LOCATION_SHARE_DURATION_MS = 4 * 60 * 60 * 1000;
/** After activation the emergency screen returns to /safety after 3 s. */
export const EMERGENCY_REDIRECT_MS = 3000;
/** After deleting the account the app goes to the landing page after 2 s. */
export const ACCOUNT_DELETE_REDIRECT_MS = 2000;

const userId = (field: string) => z.uuid({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} is not a valid user id.`) });

/** Loose E.164: a plus, then 8–15 digits; spaces, dashes and brackets a person types are removed first. */
const PHONE = /^\+[1-9]\d{7,14}$/;
export const normalizePhone = (value: string) => value.replace(/[\s().-]/g, '');
const phone = text()
  .trim()
  .transform(normalizePhone)
  .refine((v) => PHONE.test(v), 'Please enter the phone number with its country code, e.g. +14155550123.');
const email = text().trim().toLowerCase().pipe(z.email('Please enter a valid email address.').max(254, 'That email address is too long.'));
/** An empty string from a form means "not given" (empty phone or email is omitted). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const blockSchema = z.object({ blockedUserId: userId('blockedUserId') });
export type BlockInput = z.infer<typeof blockSchema>;

export const reportSchema = z.object({
  reportedUserId: userId('reportedUserId'),
  reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason (reason).' }),
  description: z.preprocess(
    blankToUndefined,
    text()
      .trim()
      .max(REPORT_DESCRIPTION_MAX_LENGTH, `The description can be at most ${REPORT_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters.`)
      .optional(),
  ),
  /** Block the person in the same request. */
  alsoBlock: z.boolean().optional(),
  /** Where the report was made: `bother_prompt` is "Does this bother you?" under a flagged message (counted apart). */
  source: z.enum(REPORT_SOURCES).optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

export const trustedContactSchema = z
  .object({
    name: text({ error: 'Please enter a contact name' }).trim().min(1, 'Please enter a contact name').max(100, 'The name can be at most 100 characters.'),
    phone: z.preprocess(blankToUndefined, phone.optional()),
    email: z.preprocess(blankToUndefined, email.optional()),
  })
  .refine((c) => c.phone || c.email, { message: 'Please enter either a phone number or email', path: ['phone'] });
export type TrustedContactInput = z.infer<typeof trustedContactSchema>;

const latitude = z.coerce.number({ error: 'Latitude must be a number.' }).min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.');
const longitude = z.coerce.number({ error: 'Longitude must be a number.' }).min(-180, 'Longitude must be between -180 and 180.').max(180, 'Longitude must be between -180 and 180.');
const optionalCoordinate = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null || blankToUndefined(v) === undefined ? undefined : v), schema.optional());

export const emergencySchema = z.object({
  /** The page the person was on. */
  location: text().trim().max(2000).optional().default(''),
  timestamp: text().trim().max(64).optional(),
  userAgent: text().trim().max(500).optional().default(''),
  latitude: optionalCoordinate(latitude),
  longitude: optionalCoordinate(longitude),
});
export type EmergencyInput = z.infer<typeof emergencySchema>;

/**
 * Name first ('Please enter a contact name'), then phone or email
 * ('Please enter either a phone number or email'); empty phone/email are omitted; a default message
 * when empty (filled by the server in the sharer's language). Coordinates arrive as strings.
 */
export const locationShareSchema = z
  .object({
    recipientName: text({ error: 'Please enter a contact name' }).trim().min(1, 'Please enter a contact name').max(100, 'The contact name can be at most 100 characters.'),
    recipientPhone: z.preprocess(blankToUndefined, phone.optional()),
    recipientEmail: z.preprocess(blankToUndefined, email.optional()),
    matchedWithName: z.preprocess(blankToUndefined, text().trim().max(100).optional()),
    matchedWithId: z.preprocess(blankToUndefined, z.uuid('matchedWithId is not a valid user id.').optional()),
    location: z.preprocess(blankToUndefined, text().trim().max(300).optional()),
    venueId: z.preprocess(blankToUndefined, z.uuid('venueId is not a valid venue id.').optional()),
    venueName: z.preprocess(blankToUndefined, text().trim().max(200).optional()),
    latitude: optionalCoordinate(latitude),
    longitude: optionalCoordinate(longitude),
    message: z.preprocess(blankToUndefined, text().trim().max(500, 'The message can be at most 500 characters.').optional()),
  })
  .superRefine((v, ctx) => {
    if (!v.recipientPhone && !v.recipientEmail) {
      ctx.addIssue({ code: 'custom', message: 'Please enter either a phone number or email', path: ['recipientPhone'] });
    }
    if ((v.latitude === undefined) !== (v.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Send both latitude and longitude, or neither.', path: [v.latitude === undefined ? 'latitude' : 'longitude'] });
    }
  });
export type LocationShareInput = z.infer<typeof locationShareSchema>;

/** The message a share carries when the person wrote none. */
/** A live position for an active share (socket `share:position`, rate limited). */
export const sharePositionSchema = z.object({ shareId: z.uuid('shareId is not valid.'), latitude, longitude });
export type SharePositionInput = z.infer<typeof sharePositionSchema>;

// ---- answers ---------------------------------------------------------------------------------

/** `nameKnown` false: identity could not say the name, `displayName` is the English stand-in (the web says its own). */
export const blockedUserSchema = z.object({ userId: text(), displayName: text(), nameKnown: z.boolean(), blockedAt: text() });
export type BlockedUserDto = z.infer<typeof blockedUserSchema>;

export const trustedContactDtoSchema = z.object({
  id: text(),
  name: text(),
  phone: text().nullable(),
  email: text().nullable(),
  createdAt: text(),
  /** The contact used the unsubscribe link of a Converge mail: emergency alerts reach them only by text. */
  emailsStopped: z.boolean(),
});
export type TrustedContactDto = z.infer<typeof trustedContactDtoSchema>;

export const reportDtoSchema = z.object({ id: text(), reportedUserId: text(), reason: z.enum(REPORT_REASONS), blocked: z.boolean(), createdAt: text() });
export type ReportDto = z.infer<typeof reportDtoSchema>;

export const emergencyDtoSchema = z.object({ id: text(), activatedAt: text(), contactsNotified: z.number().int() });
export type EmergencyDto = z.infer<typeof emergencyDtoSchema>;

export const locationShareCreatedSchema = z.object({ id: text(), shareUrl: text(), expiresAt: text() });
export type LocationShareCreatedDto = z.infer<typeof locationShareCreatedSchema>;

/** A share the app opened for the person's trusted contacts: by the emergency button or a check-in nobody answered. */
export const SHARE_RECIPIENT_KEYS = ['emergency', 'checkIn'] as const;
export type ShareRecipientKey = (typeof SHARE_RECIPIENT_KEYS)[number];

export const locationShareDtoSchema = z.object({
  id: text(),
  recipientName: text(),
  /** Set when the app named the recipient (its English is `recipientName`): the web names them in its words. */
  recipientKey: z.enum(SHARE_RECIPIENT_KEYS).nullable(),
  recipientPhone: text().nullable(),
  recipientEmail: text().nullable(),
  venueName: text().nullable(),
  message: text(),
  shareUrl: text(),
  createdAt: text(),
  expiresAt: text(),
});
export type LocationShareDto = z.infer<typeof locationShareDtoSchema>;

/** The public page's data (GET /api/shares/:token, no session). */
export const publicShareSchema = z.object({
  sharerName: text(),
  venueName: text().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  message: text(),
  /**
   * The language the message is written in when the app wrote it (the sharer's, as the mail that
   * brought the link): the page marks it so (`lang`, `dir`). null: the sharer's own words, or a share
   * from before, whose language is not known.
   */
  messageLanguage: z.enum(LANGUAGES).nullable(),
  updatedAt: text(),
  expiresAt: text(),
});
export type PublicShareDto = z.infer<typeof publicShareSchema>;

// ---- Small answers of the safety routes ----
/** POST /api/safety/block */
export const blockedSchema = z.object({ userId: z.string(), blocked: z.literal(true), blockedAt: z.string() });
/** DELETE /api/safety/blocks/{userId} */
export const unblockedSchema = z.object({ userId: z.string(), blocked: z.literal(false) });
/** DELETE /api/safety/contacts/{id} */
export const contactRemovedSchema = z.object({ id: z.string(), removed: z.literal(true) });
/** DELETE /api/location-shares/{id} */
export const shareStoppedSchema = z.object({ id: z.string(), active: z.literal(false) });
/** The query of /api/mail/unsubscribe: the signed token from the mail's link. */
export const unsubscribeQuerySchema = z.object({
  token: text({ error: 'This unsubscribe link is not valid. Please use the link from the email.' }).max(200, 'This unsubscribe link is not valid. Please use the link from the email.'),
});
/** POST /api/mail/unsubscribe (RFC 8058 one-click, and the /unsubscribe page's button) */
export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
export type UnsubscribedDto = z.infer<typeof unsubscribedSchema>;

/*
 * RPC payloads (beside the actor) of the safety handlers. Ids from the URL stay plain strings and
 * tokens stay unchecked here: the handlers answer 404 for a malformed one, as for someone else's.
 */
/** safety.removeContact: the contact id from the URL, sent as both `contactId` and `id`. */
export const contactIdPayloadSchema = z.object({ id: z.string().optional(), contactId: z.string().optional() });
/** safety.stopShare: the share id from the URL, sent as both `shareId` and `id`. */
export const shareIdPayloadSchema = z.object({ id: z.string().optional(), shareId: z.string().optional() });
/** safety.unblock: the person from the URL as `userId` (or `blockedUserId`); the handler checks it with blockSchema. */
export const unblockPayloadSchema = z.object({ userId: z.unknown().optional(), blockedUserId: z.unknown().optional() });
/** safety.publicShare and safety.unsubscribe: no session, the token is the only key (anything else is the same 404). */
export const tokenPayloadSchema = z.object({ token: z.unknown().optional() });
