import { z } from 'zod';
import { text } from './text.js';
import { LANGUAGES } from '../i18n/languages.js';
import { languageSchema } from '../i18n/language-schema.js';

/**
 * Request schemas of accounts, the age gate, profiles, photos and privacy. The gateway
 * validates with them (400 with the first message), the web forms reuse the messages, and the
 * identity service re-applies the rules that matter for safety (age, looking-for normalisation).
 */

export const MINIMUM_AGE = 18;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 500;
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const LOOKING_FOR = ['Everyone', 'Men', 'Women'] as const;
export const GENDERS = ['Woman', 'Man', 'Non-binary'] as const;
export type LookingForOption = (typeof LOOKING_FOR)[number];
export type Gender = (typeof GENDERS)[number];

export const IDENTITY_MESSAGES = {
  missingCredentials: 'Please fill in your email and password',
  ageRequirement: 'You must be 18 or older to use Converge',
  termsRequired: 'Please agree to our Terms & Privacy Policy',
  invalidEmail: 'Please enter a valid email address',
  passwordLength: `Your password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  missingDob: 'Please enter your date of birth',
  invalidDob: 'Please enter a valid date of birth',
  futureDob: 'Your date of birth cannot be in the future',
  missingProfile: 'Please fill in your name and date of birth',
  missingFirstName: 'Please enter your first name',
  nameFromEmail: 'Please enter the name people should see. It cannot be taken from your email address.',
  tooManyPhotos: `You can have at most ${MAX_PHOTOS} photos. Delete one to add another.`,
  notAnImage: 'That file is not a supported image. Please choose a JPEG, PNG, WebP, HEIC or GIF photo.',
  underAge: (age: number) => `You must be 18 or older to use Converge (Current age: ${age})`,
} as const;

const email = text({ error: IDENTITY_MESSAGES.missingCredentials })
  .trim()
  .toLowerCase()
  .min(1, IDENTITY_MESSAGES.missingCredentials)
  .max(EMAIL_MAX, IDENTITY_MESSAGES.invalidEmail)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, IDENTITY_MESSAGES.invalidEmail);

/** Credentials, then the 18+ box, then the terms box. */
export const registerSchema = z.object({
  email,
  password: text({ error: IDENTITY_MESSAGES.missingCredentials })
    .min(1, IDENTITY_MESSAGES.missingCredentials)
    .min(PASSWORD_MIN, IDENTITY_MESSAGES.passwordLength)
    .max(PASSWORD_MAX, IDENTITY_MESSAGES.passwordLength),
  ageConfirmed: z.literal(true, { error: IDENTITY_MESSAGES.ageRequirement }),
  termsAccepted: z.literal(true, { error: IDENTITY_MESSAGES.termsRequired }),
  /** The language the person chose on the page; without it the gateway takes the browser's Accept-Language. */
  language: languageSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const signInSchema = z.object({
  email,
  password: text({ error: IDENTITY_MESSAGES.missingCredentials }).min(1, IDENTITY_MESSAGES.missingCredentials).max(PASSWORD_MAX, IDENTITY_MESSAGES.invalidCredentials),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A calendar date (YYYY-MM-DD, an ISO timestamp is cut to its date). Age rules live in the service. */
const dateOfBirth = text({ error: IDENTITY_MESSAGES.missingDob })
  .trim()
  .min(1, IDENTITY_MESSAGES.missingDob)
  .transform((v) => v.slice(0, 10))
  .pipe(text().regex(/^\d{4}-\d{2}-\d{2}$/, IDENTITY_MESSAGES.invalidDob));

export const verifyAgeSchema = z.object({ dateOfBirth });
export type VerifyAgeInput = z.infer<typeof verifyAgeSchema>;

const displayName = text({ error: IDENTITY_MESSAGES.missingProfile })
  .trim()
  .min(1, IDENTITY_MESSAGES.missingProfile)
  .max(DISPLAY_NAME_MAX, `Your name can be at most ${DISPLAY_NAME_MAX} characters`);
const bio = text().trim().max(BIO_MAX, `Your bio can be at most ${BIO_MAX} characters`);
const lookingFor = z.array(z.enum(LOOKING_FOR, { error: 'Looking for must be Everyone, Men or Women' })).max(3);
/** Photo references: ids or URLs of photos already uploaded with POST /api/profile/photos. */
const photoRefs = z.array(text().max(300)).max(MAX_PHOTOS, IDENTITY_MESSAGES.tooManyPhotos);
/**
 * Interest tags: one setting on the profile, used by live discovery's cards and the ice breakers
 * (the go-live dialog starts from and saves back to it). Same limits as live status.
 */
export const INTEREST_TAGS_MAX = 10;
export const INTEREST_TAG_MAX_LENGTH = 24;
const interestTags = z
  .array(
    text({ error: 'Each interest tag must be text.' })
      .trim()
      .min(1, 'An interest tag cannot be empty.')
      .max(INTEREST_TAG_MAX_LENGTH, `An interest tag can be at most ${INTEREST_TAG_MAX_LENGTH} characters.`),
    { error: 'Interest tags must be a list of tags.' },
  )
  .max(INTEREST_TAGS_MAX, `You can add at most ${INTEREST_TAGS_MAX} interest tags.`);
const gender = z.enum(GENDERS, { error: 'Gender must be Woman, Man or Non-binary' }).nullable();

/** POST /api/profile. `age` is accepted but ignored: the server computes it from the birth date. */
export const createProfileSchema = z.object({
  displayName,
  // Left out after the age check: the birth date it took is the profile's (not asked twice).
  dateOfBirth: text({ error: IDENTITY_MESSAGES.missingProfile }).trim().min(1, IDENTITY_MESSAGES.missingProfile).pipe(dateOfBirth).optional(),
  bio: bio.default(''),
  gender: gender.default(null),
  lookingFor: lookingFor.default([]),
  photos: photoRefs.default([]),
  interestTags: interestTags.default([]),
  age: z.number().optional(),
});
export type CreateProfileInput = z.infer<typeof createProfileSchema>;

/** PUT /api/profile: any subset; photos lists the kept photos in display order. */
export const updateProfileSchema = z
  .object({
    displayName,
    bio,
    gender,
    lookingFor,
    photos: photoRefs,
    interestTags,
    pushNotificationsEnabled: z.boolean(),
    isIncognito: z.boolean(),
    /** The account's language (mail, texts and pushes to this person; the web app's language). */
    language: languageSchema,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update.' });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const incognitoSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export type IncognitoInput = z.infer<typeof incognitoSchema>;

/** "Looking for" as a stored value: Everyone excludes the others; nothing means Everyone. */
export function normalizeLookingFor(values: readonly string[] | null | undefined): LookingForOption[] {
  const known = [...new Set((values ?? []).filter((v): v is LookingForOption => (LOOKING_FOR as readonly string[]).includes(v)))];
  if (known.length === 0 || known.includes('Everyone')) return ['Everyone'];
  return LOOKING_FOR.filter((o) => known.includes(o));
}

/** Whole years since a YYYY-MM-DD birth date, counting this year's birthday only once it has come. */
export function computeAge(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** True for a real calendar date (rejects 2023-02-30). */
export function isValidCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/** GET /api/auth/user's profile (a response schema: the web app and the gateway read the same shape). */
/** A photo's screening: `pending` until the nudity classifier ran, `passed` (public) or `held` for an admin. */
export const PHOTO_SCREENING = ['pending', 'passed', 'held'] as const;
export type PhotoScreening = (typeof PHOTO_SCREENING)[number];
/** Only the owner ever sees a photo that is not `passed`; the screening is for their badges. */
/** `hasFace`: false when the face model found no face (the owner is told: a clear face photo earns trust); null until checked. */
export const photoViewSchema = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string(), screening: z.enum(PHOTO_SCREENING), hasFace: z.boolean().nullable() });
export type PhotoView = z.infer<typeof photoViewSchema>;
export const profileViewSchema = z.object({
  displayName: z.string(),
  dateOfBirth: z.string(),
  age: z.number(),
  bio: z.string(),
  gender: z.enum(GENDERS).nullable(),
  lookingFor: z.array(z.enum(LOOKING_FOR)),
  photos: z.array(photoViewSchema),
  interestTags: z.array(z.string()),
  pushNotificationsEnabled: z.boolean(),
  isIncognito: z.boolean(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
export const userViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  isBusinessAdmin: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  ageVerified: z.boolean(),
  /** The account's language: set at sign-up from the browser, changed with PUT /api/profile. */
  language: z.enum(LANGUAGES),
  profile: profileViewSchema.nullable(),
});
export type UserView = z.infer<typeof userViewSchema>;
/** GET /api/profile/stats: counted by the services that own them (matching, venue). */
export const profileStatsSchema = z.object({ matches: z.number(), venues: z.number() });
export type ProfileStats = z.infer<typeof profileStatsSchema>;
/** What RPC.identity.gate answers (null for an unknown user). */
export const identityGateSchema = z.object({
  ageVerified: z.boolean(),
  hasProfile: z.boolean(),
  roles: z.array(z.string()),
  /** Set while the account is suspended or banned (403 with this code and message). */
  blocked: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type IdentityGate = z.infer<typeof identityGateSchema>;

// ---- Small answers of the identity routes ----
/** GET /api/auth/session: always 200. */
export const sessionStateSchema = z.object({ signedIn: z.boolean() });
/** POST /api/auth/verify-age */
export const ageVerifiedSchema = z.object({ ageVerified: z.literal(true), age: z.number() });
/** DELETE /api/profile/photos/{id} and DELETE /api/privacy/delete-account */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;
/** GET /health of the whole system: every service's readiness (503 with the same body when one is down). */
export const systemHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  services: z.record(z.string(), z.object({ status: z.enum(['up', 'down']), checks: z.record(z.string(), z.enum(['up', 'down'])).optional() })),
});
/** GET /api/health/{service}/ping: one bare NATS round trip. */
export const pingSchema = z.object({ service: z.string(), pong: z.literal(true) });

/*
 * RPC payloads (beside the actor) of the identity handlers. Ids from the URL stay plain strings (a
 * malformed one is 404); fields the handler checks itself are declared loosely, so its own rule decides.
 */
/** identity.addPhoto: the staged upload's key (the handler says "choose a photo" for anything else). */
export const addPhotoPayloadSchema = z.object({ uploadKey: z.unknown().optional() });
/** identity.deletePhoto. */
export const photoIdPayloadSchema = z.object({ photoId: z.string() });

/** A photo the nudity screening held, as the admins' review queue lists it (GET /api/admin/photos). */
export const heldPhotoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  /** The classifier's nudity score, 0–1. */
  score: z.number(),
  labels: z.record(z.string(), z.number()),
  heldAt: z.string(),
});
export type HeldPhoto = z.infer<typeof heldPhotoSchema>;
/** POST /api/admin/photos/:id/decision: approve publishes the photo, reject deletes it. */
export const photoDecisionSchema = z.object({ decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject.' }) });
export type PhotoDecisionInput = z.infer<typeof photoDecisionSchema>;
export const photoDecisionResponseSchema = z.object({ id: z.string(), decision: z.enum(['approve', 'reject']) });
/** identity.decidePhoto: the handler checks the decision with photoDecisionSchema. */
export const decidePhotoPayloadSchema = z.object({ photoId: z.string(), decision: z.unknown().optional() });
/** identity.setRole (the admin service, after grantRoleSchema): the role is checked again against GRANTABLE_ROLES. */
export const setRolePayloadSchema = z.object({ userId: z.string(), role: z.unknown().optional() });
