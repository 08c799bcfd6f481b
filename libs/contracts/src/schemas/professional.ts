import { z } from 'zod';
import { textKeySchema } from './text-key.js';
import { fieldLabel, withArticle } from './text.js';

/** Professional networking: the industries a professional profile can name. */
export const INDUSTRIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'Marketing',
  'Design',
  'Consulting',
  'Legal',
  'Real Estate',
  'Manufacturing',
  'Retail',
  'Media',
  'Hospitality',
  'Nonprofit',
  'Government',
  'Energy',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Seniority levels, lowest first. */
export const SENIORITIES = ['Entry', 'Mid', 'Senior', 'Executive'] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const CHECK_IN_MODES = ['dating', 'professional'] as const;
export type CheckInMode = (typeof CHECK_IN_MODES)[number];

export const PROFESSIONAL_MAX_TAGS = 10;
export const PROFESSIONAL_TAG_MAX_LENGTH = 40;
export const PROFESSIONAL_BIO_MAX_LENGTH = 500;
export const CONNECTION_MESSAGE_MAX_LENGTH = 500;
/** At most this many requests a person may have waiting for an answer (a day). */
export const MAX_OPEN_CONNECTION_REQUESTS = 30;

function isTimeZone(value: string): boolean {
  try {
    return Intl.supportedValuesOf('timeZone').includes(value) || value === 'UTC';
  } catch {
    return false;
  }
}

function isLinkedInUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && (host === 'linkedin.com' || host.endsWith('.linkedin.com')) && !url.username && !url.password;
  } catch {
    return false;
  }
}

// Messages in words: the field as a person calls it, from the shared mapping (text.ts).
const label = (field: string) => fieldLabel([field]);
const text = (field: string, max: number, required: boolean) => {
  const base = z
    .string({ error: `${label(field)} must be text.` })
    .trim()
    .max(max, `${label(field)} can be at most ${max} characters.`);
  return required ? base.min(1, `${label(field)} is required.`) : base;
};

/** "An expertise tag", "An interests tag". */
const aTag = (field: string) => `${withArticle(field).replace(/^a/, 'A')} tag`;
const tags = (field: string) =>
  z
    .array(
      z
        .string({ error: `Each ${field} tag must be text.` })
        .trim()
        .min(1, `${aTag(field)} cannot be empty.`)
        .max(PROFESSIONAL_TAG_MAX_LENGTH, `${aTag(field)} can be at most ${PROFESSIONAL_TAG_MAX_LENGTH} characters.`),
      { error: `${label(field)} must be a list of tags.` },
    )
    .max(PROFESSIONAL_MAX_TAGS, `${label(field)} can hold at most ${PROFESSIONAL_MAX_TAGS} tags.`)
    .transform((list) => [...new Map(list.map((t) => [t.toLowerCase(), t])).values()]);

/** PUT /api/professional/profile: every message names its field. */
export const professionalProfileSchema = z
  .object({
    displayName: text('displayName', 60, true),
    jobTitle: text('jobTitle', 80, true),
    company: text('company', 80, false).default(''),
    industry: z.enum(INDUSTRIES),
    seniority: z.enum(SENIORITIES),
    expertise: tags('expertise').default([]),
    interests: tags('interests').default([]),
    bio: text('bio', PROFESSIONAL_BIO_MAX_LENGTH, false).default(''),
    linkedinUrl: z
      .string({ error: 'LinkedIn link must be text.' })
      .trim()
      .max(300, 'LinkedIn link can be at most 300 characters.')
      .refine((v) => v === '' || isLinkedInUrl(v), 'Please enter your LinkedIn link (https://www.linkedin.com/in/…).')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .default(null),
    workLocation: text('workLocation', 80, false).default(''),
    timezone: z.string({ error: 'Time zone must be text.' }).trim().refine(isTimeZone, 'Choose a time zone from the list, such as Europe/London.'),
  })
  .strict();
export type ProfessionalProfileInput = z.input<typeof professionalProfileSchema>;
export type ProfessionalProfile = z.output<typeof professionalProfileSchema>;

/** GET /api/professional/profile */
export const myProfessionalProfileSchema = z.object({ profile: professionalProfileSchema.nullable() });
export type MyProfessionalProfile = z.infer<typeof myProfessionalProfileSchema>;

/** GET /api/professional/industry?industry= */
export const industryQuerySchema = z.object({
  industry: z.enum(INDUSTRIES),
});
export type IndustryQuery = z.infer<typeof industryQuerySchema>;

/** One person in a professional list. distance in km (people at the caller's venue: 0). */
export const professionalEntrySchema = z.object({
  userId: z.string(),
  professionalProfile: professionalProfileSchema,
  matchScore: z.number(),
  commonInterests: z.array(z.string()),
  networkingOpportunity: z.string(),
  /**
   * The key of `networkingOpportunity` in the web's `professional` namespace (`opportunity.*`) and its
   * arguments: names, job titles, companies and tags as written (`topic1`, `topic2`), industries and a
   * seniority by their `industry.<name>`/`seniority.<name>` keys.
   */
  networkingOpportunityMessage: textKeySchema,
  suggestedTopics: z.array(z.string()),
  /**
   * Beside each of `suggestedTopics` (same order): a topic we wrote, by its key in the web's `professional`
   * namespace and its arguments (industries, shown by their `industry.<name>` key); null for a person's tag.
   */
  suggestedTopicMessages: z.array(textKeySchema.nullable()),
  meetingContext: z.string(),
  /** The key of `meetingContext` in `professional` (`context.*`); `{venue}` is the venue's own name. */
  meetingContextMessage: textKeySchema,
  distance: z.number(),
  /** The connection between the caller and this person, when there is one the caller may know of. */
  connection: z.object({ id: z.string(), status: z.enum(['pending', 'accepted']), direction: z.enum(['outgoing', 'incoming']) }).nullable(),
});
export type ProfessionalEntry = z.infer<typeof professionalEntrySchema>;

export const professionalListResponseSchema = z.object({
  /** The venue the caller is checked in at in professional mode, or null. */
  venue: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** People here in professional mode the caller may see (with a professional profile). */
  peopleHere: z.number(),
  people: z.array(professionalEntrySchema),
});
export type ProfessionalListResponse = z.infer<typeof professionalListResponseSchema>;

/** POST /api/professional/connections */
export const connectionRequestSchema = z
  .object({
    toUserId: z.uuid('toUserId must be a person id.'),
    message: z.string({ error: 'message must be text.' }).trim().max(CONNECTION_MESSAGE_MAX_LENGTH, `message can be at most ${CONNECTION_MESSAGE_MAX_LENGTH} characters.`).optional(),
  })
  .strict();
export type ConnectionRequestInput = z.infer<typeof connectionRequestSchema>;

export const connectionDtoSchema = z.object({
  id: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  /** The other person's professional card (name, title, company). */
  other: z.object({ userId: z.string(), displayName: z.string(), jobTitle: z.string(), company: z.string() }),
  message: z.string().nullable(),
  /** A declined request stays 'pending' for its sender (the sender is not told). */
  status: z.enum(['pending', 'accepted']),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ConnectionDto = z.infer<typeof connectionDtoSchema>;

/** GET /api/professional/connections */
export const connectionsResponseSchema = z.object({ incoming: z.array(connectionDtoSchema), outgoing: z.array(connectionDtoSchema), connections: z.array(connectionDtoSchema) });
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;

/** POST /api/professional/connections/{id}/decline */
export const connectionDeclinedSchema = z.object({ declined: z.literal(true) });
export type ConnectionDeclined = z.infer<typeof connectionDeclinedSchema>;

/** professional.putProfile: the profile wrapped as `profile`, parsed by the handler with professionalProfileSchema. */
export const putProfessionalProfilePayloadSchema = z.object({ profile: z.unknown().optional() });
/** professional.accept and decline: the connection id from the URL (a malformed one is 404). */
export const connectionIdPayloadSchema = z.object({ connectionId: z.string() });
