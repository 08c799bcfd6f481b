import { z } from 'zod';
import { text } from './text.js';
import { LANGUAGES } from '../i18n/languages.js';
import { languageSchema } from '../i18n/language-schema.js';
import { schemaIssue } from './issue-sentences.js';
import { latitudeSchema, longitudeSchema } from './venue.js';
import { normalizePhone } from './safety.js';
import { RpcError } from '../rpc/rpc-error.js';
import { canonicalTimeZone, isCountryCode } from '../geo/countries.js';

/**
 * The admin dashboard. Platform admins (`admin`, `super_admin`) come from ADMIN_EMAILS or a
 * super_admin's grant; a business admin (venue owner) promoted themself and sees only their business.
 */
export const PLATFORM_ADMIN_ROLES = ['admin', 'super_admin'] as const;
export type PlatformAdminRole = (typeof PLATFORM_ADMIN_ROLES)[number];
export type AdminRole = PlatformAdminRole | 'business_admin';
/** What a super_admin may set on someone: `user` takes platform rights away. */
export const GRANTABLE_ROLES = ['user', 'admin', 'super_admin'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const isPlatformAdminRole = (roles: readonly string[] | undefined) => !!roles?.some((r) => r === 'admin' || r === 'super_admin');
/** The strongest admin role in an actor's roles, or null for a regular user. */
export function adminRoleOf(roles: readonly string[] | undefined): AdminRole | null {
  if (roles?.includes('super_admin')) return 'super_admin';
  if (roles?.includes('admin')) return 'admin';
  if (roles?.includes('business_admin')) return 'business_admin';
  return null;
}

/** The code of `ADMIN_MESSAGES.accessDenied`, answered by the gateway, the RPC layer and the services alike. */
export const ADMIN_ACCESS_DENIED = 'ADMIN_ACCESS_DENIED';

export const ADMIN_MESSAGES = {
  accessDenied: "You don't have permission to access the admin dashboard.",
  platformOnly: 'Only platform admins can see this.',
  superAdminOnly: 'Only a super admin can change roles.',
  ownRole: 'You cannot change your own role.',
  venueNotFound: 'Venue not found.',
  userNotFound: 'User not found.',
  caseNotFound: 'Report not found.',
  caseClosed: 'This report has already been decided.',
} as const;

/** GET /api/admin/check and POST /api/admin/promote-self answer. */
export const adminCheckSchema = z.object({ isAdmin: z.boolean(), role: z.enum(['super_admin', 'admin', 'business_admin']).nullable() });
export type AdminCheck = z.infer<typeof adminCheckSchema>;

/** POST /api/admin/users/:id/role */
export const grantRoleSchema = z.object({ role: z.enum(GRANTABLE_ROLES, { error: 'Role must be user, admin or super_admin.' }) }).strict();
export type GrantRoleInput = z.infer<typeof grantRoleSchema>;

export const VENUE_RADIUS_MIN_M = 25;
export const VENUE_RADIUS_MAX_M = 500;
export const VENUE_MEET_POINTS_MAX = 10;
export const VENUE_MEET_POINT_MAX_LENGTH = 40;

const PHONE = /^\+?[0-9]{6,15}$/;
const meetPoint = text().trim().min(1, 'A meet point cannot be empty.').max(VENUE_MEET_POINT_MAX_LENGTH, `Each meet point can have at most ${VENUE_MEET_POINT_MAX_LENGTH} characters.`);

/** POST /api/admin/venues and PUT /api/admin/venues/:id (the whole venue each time). */
export const adminVenueInputSchema = z
  .object({
    name: text({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name can have at most 100 characters.'),
    address: text({ error: 'Address is required.' }).trim().min(1, 'Address is required.').max(200, 'Address can have at most 200 characters.'),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    radiusM: z.coerce
      .number({ error: 'Check-in radius must be a number of metres.' })
      .int('Check-in radius must be whole metres.')
      .min(VENUE_RADIUS_MIN_M, `Check-in radius must be between ${VENUE_RADIUS_MIN_M} and ${VENUE_RADIUS_MAX_M} m.`)
      .max(VENUE_RADIUS_MAX_M, `Check-in radius must be between ${VENUE_RADIUS_MIN_M} and ${VENUE_RADIUS_MAX_M} m.`)
      .default(150),
    meetPoints: z
      .array(meetPoint, { error: 'Add at least one meet point.' })
      .min(1, 'Add at least one meet point.')
      .max(VENUE_MEET_POINTS_MAX, `A venue can have at most ${VENUE_MEET_POINTS_MAX} meet points.`)
      .refine((list) => new Set(list.map((p) => p.toLowerCase())).size === list.length, 'Meet points must all be different.'),
    phone: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      text()
        .trim()
        .transform(normalizePhone)
        .refine((v) => PHONE.test(v), 'Please enter a valid phone number.')
        .nullable()
        .optional(),
    ),
    /**
     * ISO 3166-1 alpha-2 ("GB"): emergency numbers follow it. Null or empty = derived from the
     * coordinates (`countryAt`); omitted on update = unchanged.
     */
    country: z.preprocess(
      blankToNull,
      text({ error: 'Country must be a two-letter ISO 3166-1 code such as US or GB.' })
        .trim()
        .toUpperCase()
        .refine(isCountryCode, 'Country must be a two-letter ISO 3166-1 code such as US or GB.')
        .nullable()
        .optional(),
    ),
    /**
     * IANA time zone ("America/New_York"): times at the venue read in it, stored by the name this
     * runtime knows it by. Null or empty = none (the device's zone); omitted on update = unchanged.
     */
    timeZone: z.preprocess(
      blankToNull,
      text({ error: 'Time zone must be an IANA zone such as America/New_York.' })
        .trim()
        .refine(isTimeZone, 'Time zone must be an IANA zone such as America/New_York.')
        .transform((v) => canonicalTimeZone(v)!)
        .nullable()
        .optional(),
    ),
    /**
     * The language the venue speaks: its staff's safety alert is written in it. Omitted on create =
     * English; omitted on update = unchanged (the admin's form sends it, the admin's own language for a new venue).
     */
    language: languageSchema.optional(),
  })
  .strict();

function blankToNull(v: unknown): unknown {
  return typeof v === 'string' && v.trim() === '' ? null : v;
}

/** True for a zone of `Intl.supportedValuesOf('timeZone')` (or UTC), under any of its names or cases. */
export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}
export type AdminVenueInput = z.infer<typeof adminVenueInputSchema>;

export const adminVenueSchema = z.object({
  id: z.uuid(),
  name: text(),
  address: text(),
  latitude: z.number(),
  longitude: z.number(),
  radiusM: z.number().int(),
  meetPoints: z.array(text()),
  phone: text().nullable(),
  /** The country in use: the one the owner chose, else the one the coordinates fall in; null when unknown. */
  country: text().nullable(),
  /** True when `country` was derived from the coordinates (the owner chose none). */
  countryFromLocation: z.boolean(),
  /** IANA zone, or null (times then read in the device's zone). */
  timeZone: text().nullable(),
  /** The language the venue speaks (its staff's safety alert is in it). */
  language: z.enum(LANGUAGES),
  isActive: z.boolean(),
  businessId: z.uuid().nullable(),
  /** The exact text the venue's QR code encodes (a check-in URL with a signature). */
  qrCode: text(),
  createdAt: text(),
});
export type AdminVenue = z.infer<typeof adminVenueSchema>;
export const adminVenueListSchema = z.array(adminVenueSchema);

export const adminQrQuerySchema = z.object({ format: z.enum(['svg', 'png'], { error: 'Format must be svg or png.' }).default('svg') });

export const analyticsDaySchema = z.object({
  date: text(),
  signups: z.number().int(),
  activeUsers: z.number().int(),
  checkins: z.number().int(),
  matches: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
/** GET /api/admin/analytics: the dashboard's totals ("today" = the current UTC day) plus 30 days, oldest first. */
export const analyticsSchema = z.object({
  scope: z.enum(['platform', 'business']),
  totalUsers: z.number().int(),
  newSignups: z.number().int(),
  activeUsers: z.number().int(),
  revenue: z.number(),
  premiumSubscribers: z.number().int(),
  totalCheckins: z.number().int(),
  totalMatches: z.number().int(),
  /** Business scope: different people who checked in at the business's venues in the 30 days. */
  uniqueVisitors: z.number().int(),
  daily: z.array(analyticsDaySchema),
  /**
   * Check-ins of the 30 days by how presence was proven (the venue's screen, its printed
   * code, a position inside its radius); check-ins recorded before presence was are not counted.
   */
  checkinsByPresence: z.object({ display: z.number().int(), qr: z.number().int(), location: z.number().int() }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const BUSINESS_TYPES = ['bar', 'cafe', 'restaurant', 'club', 'hotel', 'coworking', 'event_venue', 'other'] as const;
/** PUT /api/admin/business-settings */
export const businessSettingsInputSchema = z
  .object({
    companyName: text().trim().max(100, 'Company name can have at most 100 characters.').nullable().optional(),
    businessEmail: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      text().trim().toLowerCase().pipe(z.email('Please enter a valid business email.')).nullable().optional(),
    ),
    businessType: z.preprocess((v) => (v === '' ? null : v), z.enum(BUSINESS_TYPES).nullable().optional()),
    paymentProcessingEnabled: z.boolean({ error: 'Payment processing must be on or off.' }).optional(),
  })
  .strict();
export type BusinessSettingsInput = z.infer<typeof businessSettingsInputSchema>;
export const businessSettingsSchema = z.object({
  companyName: text().nullable(),
  businessEmail: text().nullable(),
  businessType: text().nullable(),
  paymentProcessingEnabled: z.boolean(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1, 'Page starts at 1.').default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a number.' }).int().min(1).max(100, 'At most 100 a page.').default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const ADMIN_ACTION_TYPES = [
  'role_changed',
  'business_admin_promoted',
  'venue_created',
  'venue_updated',
  'venue_deactivated',
  'qr_rotated',
  'settings_changed',
  'moderation_decision',
  'notification_read',
  // identity verification: a reviewer's decision, written from VerificationDecided
  'verification_decided',
] as const;
/**
 * What an audit line says, as a key and its values: the dashboard words it in the admin's language
 * (`admin` namespace, `audit.line.*`). `description` keeps the English for older screens and for rows
 * written before keys, which have `key: null` and show their stored text.
 */
/** A key's values: names, venues, an admin's typed reason, codes the dashboard has words for (a role, a report reason). */
export const adminTextParamsSchema = z.record(z.string(), z.string());
export type AdminTextParams = z.infer<typeof adminTextParamsSchema>;

export const adminActionSchema = z.object({
  id: z.uuid(),
  actorUserId: z.uuid(),
  actorEmail: text().nullable(),
  description: text(),
  /** null: a line written before keys (show `description`); an unknown key (newer server) also shows it. */
  key: text().nullable(),
  params: adminTextParamsSchema,
  actionType: text(),
  targetType: text(),
  targetId: text().nullable(),
  createdAt: text(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionPageSchema = z.object({ items: z.array(adminActionSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type AdminActionPage = z.infer<typeof adminActionPageSchema>;

export const adminNotificationSchema = z.object({
  id: z.uuid(),
  title: text(),
  message: text(),
  /** null: a notification written before keys (show `title` and `message`). */
  key: text().nullable(),
  params: adminTextParamsSchema,
  priority: z.enum(['critical', 'normal']),
  isRead: z.boolean(),
  createdAt: text(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;
export const adminNotificationListSchema = z.array(adminNotificationSchema);

export const MODERATION_ACTIONS = ['warn', 'suspend', 'ban', 'dismiss', 'reinstate'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const SUSPENSION_DEFAULT_DAYS = 7;
/** POST /api/admin/reports/:id/decision */
export const moderationDecisionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: 'Action must be warn, suspend, ban, dismiss or reinstate.' }),
    reason: text({ error: 'Please give a reason.' }).trim().min(1, 'Please give a reason.').max(500, 'The reason can have at most 500 characters.'),
    /** Suspension length; 7 days when not given. */
    days: z.coerce.number().int().min(1, 'A suspension lasts 1 to 365 days.').max(365, 'A suspension lasts 1 to 365 days.').optional(),
  })
  .strict();
export type ModerationDecisionInput = z.infer<typeof moderationDecisionSchema>;

export const moderationCaseSchema = z.object({
  id: z.uuid(),
  reportedUserId: z.uuid(),
  reportedName: text().nullable(),
  reportedEmail: text().nullable(),
  reasons: z.array(text()),
  /** Other accounts the case is about too: Face Check saw the same face on them ("possible duplicate account"). */
  relatedAccounts: z.array(z.object({ userId: z.uuid(), name: text().nullable(), email: text().nullable(), similarity: z.number() })),
  reportCount: z.number().int(),
  critical: z.boolean(),
  status: z.enum(['open', 'warned', 'suspended', 'banned', 'dismissed', 'reinstated']),
  /** The person's account state now: active, suspended (until) or banned. */
  accountStatus: z.enum(['active', 'suspended', 'banned']),
  suspendedUntil: text().nullable(),
  openedAt: text(),
  lastReportAt: text(),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;
export const moderationCaseListSchema = z.array(moderationCaseSchema);
export const reportsQuerySchema = z.object({ status: z.enum(['open', 'all'], { error: 'Status must be open or all.' }).default('open') });

export const securityDaySchema = z.object({ date: text(), reports: z.number().int(), emergencies: z.number().int(), failedSignIns: z.number().int() });
/** GET /api/admin/security-metrics (platform admins). */
export const securityMetricsSchema = z.object({
  failedSignInsToday: z.number().int(),
  rateLimitHitsToday: z.number().int(),
  reportsToday: z.number().int(),
  /** Of those, made from "Does this bother you?" under a flagged message; and all such reports so far. */
  botherPromptReportsToday: z.number().int(),
  botherPromptReportsTotal: z.number().int(),
  emergenciesToday: z.number().int(),
  activeSuspensions: z.number().int(),
  openCases: z.number().int(),
  daily: z.array(securityDaySchema),
});
export type SecurityMetrics = z.infer<typeof securityMetricsSchema>;

export const userSearchQuerySchema = z.object({ query: text().trim().max(100, 'Search text can have at most 100 characters.').default('') });
export const adminUserSummarySchema = z.object({
  id: z.uuid(),
  email: text().nullable(),
  displayName: text().nullable(),
  role: text(),
  isBusinessAdmin: z.boolean(),
  accountStatus: z.enum(['active', 'suspended', 'banned']),
  suspendedUntil: text().nullable(),
  registeredAt: text().nullable(),
  lastSignInAt: text().nullable(),
  reportCount: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserListSchema = z.array(adminUserSummarySchema);
/** POST /api/admin/users/{id}/role */
export const roleChangeSchema = z.object({ userId: z.string(), email: z.string(), role: z.string(), previousRole: z.string() });
export type RoleChange = z.infer<typeof roleChangeSchema>;
/** POST /api/admin/notifications/{id}/read */
export const notificationReadSchema = z.object({ id: z.string(), isRead: z.literal(true) });

/** Sign-in and every session of a suspended or banned person answer 403 with one of these. */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';
export const ACCOUNT_BANNED_CODE = 'ACCOUNT_BANNED';
export const suspendedMessage = (until: Date) => `Your account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC. Contact support if you think this is a mistake.`;
export const BANNED_MESSAGE = 'Your account has been banned for breaking the community guidelines.';

/** Parses an admin request in a service: 400 with the first problem's message, naming its field. */
export function parseAdminInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : undefined;
  const message = issue?.message ?? 'Some fields are not valid.';
  throw RpcError.badRequest(message, field ? { [field]: message } : undefined, 'BAD_REQUEST', issue ? [{ ...schemaIssue(issue), field: field ?? '_' }] : undefined);
}

/*
 * RPC payloads (beside the actor) of the admin service's handlers. Ids from the URL stay plain strings
 * (a malformed one is 404, as for one out of reach); bodies are parsed by the handler itself
 * (parseAdminInput), so their fields are declared loosely, and the strict bodies pass other fields on
 * for the handler's strict schema to refuse.
 */
/** admin.user. */
export const adminUserIdPayloadSchema = z.object({ userId: z.string() });
/** admin.grantRole: the user id from the URL beside the body (grantRoleSchema). */
export const grantRolePayloadSchema = z.object({ userId: z.string(), role: z.unknown().optional() }).catchall(z.unknown());
/** admin.decideReport: the case id from the URL beside the body (moderationDecisionSchema). */
export const decideReportPayloadSchema = z.object({ caseId: z.string(), action: z.unknown().optional(), reason: z.unknown().optional(), days: z.unknown().optional() }).catchall(z.unknown());
/** admin.readNotification. */
export const notificationIdPayloadSchema = z.object({ notificationId: z.string() });
/** admin.venue, deactivateVenue, venueDisplayCode, rotateVenueQr. */
export const adminVenueIdPayloadSchema = z.object({ venueId: z.string() });
/** admin.createVenue: the body (adminVenueInputSchema) wrapped as `venue`. */
export const createVenuePayloadSchema = z.object({ venue: z.unknown().optional() });
/** admin.updateVenue: the venue id from the URL and the body wrapped as `venue`. */
export const updateVenuePayloadSchema = z.object({ venueId: z.string(), venue: z.unknown().optional() });
/** admin.venueQr: the gateway checked the format (adminQrQuerySchema); svg unless png. */
export const adminVenueQrPayloadSchema = z.object({ venueId: z.string(), format: z.unknown().optional() });
/** admin.securityMetrics: the gateway's own count of refused requests today (0 unless a whole number). */
export const securityMetricsPayloadSchema = z.object({ rateLimitHitsToday: z.unknown().optional() });
