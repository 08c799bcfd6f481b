import { z } from 'zod';
import { text } from './text.js';

/** "Check on me": how far ahead a check-in may be asked for (the service's minimum is configurable for tests). */
export const CHECK_IN_MIN_AHEAD_MS = 60_000;
export const CHECK_IN_MAX_AHEAD_MS = 12 * 60 * 60 * 1000;
/** No answer this long after dueAt and the check-in escalates (SAFETY_CHECKIN_GRACE_SECONDS). */
export const CHECK_IN_GRACE_SECONDS = 300;
export const CHECK_IN_NOTE_MAX_LENGTH = 500;
/** Wrong PINs before answers are slowed (429). */
export const SAFETY_PIN_MAX_FAILURES = 5;
/** The one-tap offer on the meeting screens. */
export const CHECK_IN_DEFAULT_DELAY_MS = 60 * 60 * 1000;

export const CHECK_IN_STATUSES = ['scheduled', 'due', 'safe', 'escalated', 'cancelled'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

const pin = (field: string) => text({ error: `Please enter a ${field} of 4 to 8 digits.` }).regex(/^\d{4,8}$/, `The ${field} must be 4 to 8 digits.`);

export const checkInCreateSchema = z.object({
  dueAt: z.iso.datetime({ offset: true, error: 'Please choose when we should check on you.' }),
  note: text().trim().max(CHECK_IN_NOTE_MAX_LENGTH, `The note can be at most ${CHECK_IN_NOTE_MAX_LENGTH} characters.`).optional(),
  matchId: z.uuid('That match was not found.').optional(),
});
export type CheckInCreateInput = z.infer<typeof checkInCreateSchema>;

export const checkInSafeSchema = z.object({
  pin: z.preprocess((v) => (v === '' || v === null ? undefined : v), pin('PIN').optional()),
  /** Where the person is now (optional): the live-location link starts here if the answer escalates. */
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type CheckInSafeInput = z.infer<typeof checkInSafeSchema>;

export const safetyPinSchema = z
  .object({ pin: pin('PIN'), duressPin: pin('duress PIN') })
  .refine((p) => p.pin !== p.duressPin, { message: 'Your duress PIN must be different from your PIN.', path: ['duressPin'] });
export type SafetyPinInput = z.infer<typeof safetyPinSchema>;

/** A check-in as its owner sees it. */
export const checkInDtoSchema = z.object({
  id: z.string(),
  dueAt: z.string(),
  status: z.enum(CHECK_IN_STATUSES),
  note: z.string().nullable(),
  matchId: z.string().nullable(),
  venueName: z.string().nullable(),
  meetPoint: z.string().nullable(),
  /** The meet point's `meet-points` key when it is one of the defaults the venue uses, else null (as written). */
  meetPointKey: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** When trusted contacts were alerted because no answer came (stand down by answering "I'm safe"). */
  escalatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CheckInDto = z.infer<typeof checkInDtoSchema>;

export const checkInCreatedSchema = z.object({ id: z.string(), dueAt: z.string(), status: z.literal('scheduled') });
export type CheckInCreatedDto = z.infer<typeof checkInCreatedSchema>;

/** The answer to "I'm safe": the same whichever PIN was entered. */
export const checkInSafeAnswerSchema = z.object({ id: z.string(), status: z.literal('safe'), answeredAt: z.string() });
export type CheckInSafeAnswer = z.infer<typeof checkInSafeAnswerSchema>;

export const checkInCancelledSchema = z.object({ id: z.string(), status: z.literal('cancelled') });

export const safetyPinStatusSchema = z.object({ pinSet: z.boolean() });
export type SafetyPinStatus = z.infer<typeof safetyPinStatusSchema>;

// ---- RPC payloads ----
export const checkInIdPayloadSchema = z.object({ id: z.string() });
export const checkInSafePayloadSchema = checkInSafeSchema.extend({ id: z.string() });

// ---- a venue's opt-in safety contact (set by its business admin in the admin dashboard) ----
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const contactPhone = text()
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .refine((v) => /^\+[0-9]{7,15}$/.test(v), 'Please enter the phone number with its country code, e.g. +14155550123.');
const contactEmail = text().trim().toLowerCase().pipe(z.email('Please enter a valid email address.').max(254, 'That email address is too long.'));

/** PUT /api/admin/venues/:id/safety-contact: an email and/or a phone turn it on; both empty turn it off. */
export const venueSafetyContactInputSchema = z
  .object({
    email: z.preprocess(blankToNull, contactEmail.nullable().optional()),
    phone: z.preprocess(blankToNull, contactPhone.nullable().optional()),
    /** Who answers when, in the venue's words ("Door staff, 18:00–02:00"). */
    hours: z.preprocess(blankToNull, text().trim().max(100, 'Hours can have at most 100 characters.').nullable().optional()),
  })
  .strict();
export type VenueSafetyContactInput = z.infer<typeof venueSafetyContactInputSchema>;

export const venueSafetyContactSchema = z.object({
  venueId: z.string(),
  /** True while an email or a phone is set: escalations and emergencies at the venue alert it. */
  enabled: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
});
export type VenueSafetyContact = z.infer<typeof venueSafetyContactSchema>;
export const venueSafetyContactPayloadSchema = z.object({ venueId: z.string(), businessId: z.string().nullable().optional(), contact: z.unknown().optional() });
