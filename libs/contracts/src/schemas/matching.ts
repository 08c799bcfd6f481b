import { z } from 'zod';
import { text } from './text.js';
import { DEFAULT_MEET_POINTS, defaultMeetPointKey } from './venue.js';

/** Request schemas of discovery, likes, matches, meet points and meeting sessions. */

/** Used when a venue names no meet points of its own (defined with the venue schemas). */
export const FALLBACK_MEET_POINTS: readonly string[] = DEFAULT_MEET_POINTS;

/** The hint line shown under a point, matched on a keyword of its name (first match wins). */
export const MEET_POINT_HINTS = [
  ['bar', 'Central location, well-lit area'],
  ['lounge', 'Quieter space for conversation'],
  ['entrance', 'Easy to find, public location'],
  ['dance', 'Energetic atmosphere'],
  ['outdoor', 'Fresh air with good visibility'],
] as const satisfies ReadonlyArray<readonly [keyword: string, hint: string]>;

export type MeetPointHintKey = (typeof MEET_POINT_HINTS)[number][0];

/** The keyword a point's hint is chosen by: the web shows that hint in the person's language. */
export function meetPointHintKey(point: string): MeetPointHintKey | null {
  const lower = point.toLowerCase();
  return MEET_POINT_HINTS.find(([keyword]) => lower.includes(keyword))?.[0] ?? null;
}

/** The hint in English (the source of the web's translated hints). */
export function meetPointHint(point: string): string | null {
  const key = meetPointHintKey(point);
  return MEET_POINT_HINTS.find(([keyword]) => keyword === key)?.[1] ?? null;
}

/** A venue's meet points as shown (its own, else the defaults) with their keys (the defaults' only). */
export function meetPointsShown(own: readonly string[] | null | undefined): { meetPoints: string[]; meetPointKeys: Array<string | null> } {
  const usesDefaults = !own || own.length === 0;
  const meetPoints = usesDefaults ? [...FALLBACK_MEET_POINTS] : [...own];
  return { meetPoints, meetPointKeys: meetPoints.map((point) => defaultMeetPointKey(point, usesDefaults)) };
}

/** Active match window: 24 hours. */
export const ACTIVE_MATCH_MS = 24 * 60 * 60 * 1000;

const userId = z.uuid({ error: (issue) => (issue.input === undefined ? 'toUserId is required' : 'toUserId is not a valid user id') });
const id = (field: string, what: string) => z.uuid({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} is not a valid ${what} id`) });

export const discoveryQuerySchema = z.object({
  venueId: id('venueId', 'venue'),
  /** "Verified only": people at verification level basic or above. */
  verifiedOnly: z
    .enum(['true', 'false'], { error: 'verifiedOnly must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type DiscoveryQuery = z.infer<typeof discoveryQuerySchema>;

/** `{toUserId, venueId}` from discovery, or `{toUserId, contextMessage}` from live discovery. */
export const likeSchema = z
  .object({
    toUserId: userId,
    venueId: id('venueId', 'venue').optional(),
    contextMessage: text().trim().max(500).optional(),
    /** "Send anyway" for a like note the classifier found hurtful ("Are you sure?"). */
    confirmed: z.boolean().optional(),
  })
  .refine((b) => b.venueId !== undefined || b.contextMessage !== undefined, {
    message: 'venueId or contextMessage is required',
    path: ['venueId'],
  });
export type LikeRequest = z.infer<typeof likeSchema>;

export const passSchema = z.object({ toUserId: userId, venueId: id('venueId', 'venue').optional() });
export type PassRequest = z.infer<typeof passSchema>;

export const meetPointSchema = z.object({ meetPoint: text().trim().min(1, 'meetPoint is required').max(100) });
export type MeetPointRequest = z.infer<typeof meetPointSchema>;

export const meetingCheckQuerySchema = z.object({
  user1Id: id('user1Id', 'user'),
  user2Id: id('user2Id', 'user'),
});

export const meetingEndSchema = z.object({ endedBy: z.literal('user').default('user') });

/** A live position during a meeting session, sent over the socket (never stored, never echoed). */
export const meetingPositionSchema = z.object({
  sessionId: id('sessionId', 'meeting'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type MeetingPosition = z.infer<typeof meetingPositionSchema>;

/** What both sockets receive after a position update: a rounded distance between grid cells, never coordinates. */
export const meetingDistanceSchema = z.object({ sessionId: z.string(), distanceMeters: z.number().nullable() });
export type MeetingDistance = z.infer<typeof meetingDistanceSchema>;

// ---- Answers: one definition for the service, the gateway push and the web app ----

export const matchUserSchema = z.object({
  id: z.string(),
  profile: z.object({ displayName: z.string(), photos: z.array(z.string()), age: z.number().nullable(), bio: z.string(), isVerified: z.boolean().optional() }),
});
export type MatchUser = z.infer<typeof matchUserSchema>;

/** GET /api/matches(/:id): the spec's match shape plus conversationId (chat owns it: the web looks it up by matchId). */
export const matchViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  userA: matchUserSchema,
  userB: matchUserSchema,
  currentUserId: z.string(),
  venue: z.object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    meetPoints: z.array(z.string()),
    /** Beside each of `meetPoints`: its `meet-points` key while the venue uses the defaults, else null. */
    meetPointKeys: z.array(z.string().nullable()),
    phone: z.string().nullable(),
  }),
  meetPoint: z.string().nullable(),
  /** The chosen point's `meet-points` key while it is one of the defaults the venue uses, else null. */
  meetPointKey: z.string().nullable(),
  isActive: z.boolean(),
  conversationId: z.string().nullable(),
});
export type MatchView = z.infer<typeof matchViewSchema>;
export const matchViewListSchema = z.array(matchViewSchema);

/** POST /api/likes. */
export const likeResultSchema = z.object({
  liked: z.literal(true),
  matched: z.boolean(),
  matchId: z.string().optional(),
  // The pair had matched before this like: say so ("You're already matched"), not "It's a Match!" again.
  alreadyMatched: z.boolean().optional(),
  /**
   * The new match as the liker sees it, built from the MatchCreated this like wrote (the same builder as
   * the other person's "It's a Match!" push), so the app shows the modal without reading it back.
   */
  match: matchViewSchema.optional(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/**
 * "It's a Match!" as `userId` sees it, from what MatchCreated carries (no call back into matching);
 * null when the event carries no cards (then the app reads GET /api/matches/:id).
 */
export function matchViewFromCreated(
  data: {
    matchId: string;
    userAId: string;
    userBId: string;
    venueId: string | null;
    venueName: string | null;
    createdAt: string;
    userA?: MatchUser;
    userB?: MatchUser;
    meetPoints?: string[];
  },
  userId: string,
): MatchView | null {
  if (!data.userA || !data.userB) return null;
  return {
    id: data.matchId,
    createdAt: data.createdAt,
    userA: data.userA,
    userB: data.userB,
    currentUserId: userId,
    venue: { id: data.venueId, name: data.venueName, ...meetPointsShown(data.meetPoints), phone: null },
    meetPoint: null,
    meetPointKey: null,
    isActive: true,
    conversationId: null,
  };
}

/** Discovery filters, saved per person and applied by the discovery query. */
export const DISCOVERY_AGE_MIN = 18;
export const DISCOVERY_AGE_MAX = 99;
const filterAge = (field: string) =>
  z
    .number({ error: `${field} must be a whole number from ${DISCOVERY_AGE_MIN} to ${DISCOVERY_AGE_MAX}` })
    .int({ error: `${field} must be a whole number from ${DISCOVERY_AGE_MIN} to ${DISCOVERY_AGE_MAX}` })
    .min(DISCOVERY_AGE_MIN, { error: `${field} must be at least ${DISCOVERY_AGE_MIN}` })
    .max(DISCOVERY_AGE_MAX, { error: `${field} must be at most ${DISCOVERY_AGE_MAX}` });
export const discoveryFiltersSchema = z
  .strictObject({
    ageMin: filterAge('ageMin'),
    ageMax: filterAge('ageMax'),
    verifiedOnly: z.boolean({ error: 'verifiedOnly must be true or false' }),
  })
  .refine((f) => f.ageMin <= f.ageMax, { path: ['ageMax'], error: 'ageMax must not be below ageMin' });
export type DiscoveryFilters = z.infer<typeof discoveryFiltersSchema>;
/** GET /api/discovery/profiles: people at the caller's venue whom the caller may see. */
export const discoveryProfileSchema = z.object({
  id: z.string(),
  profile: z.object({
    displayName: z.string(),
    age: z.number(),
    bio: z.string(),
    photos: z.array(z.string()),
    isVerified: z.boolean(),
    verificationLevel: z.string(),
    interestTags: z.array(z.string()),
  }),
});
export type DiscoveryProfile = z.infer<typeof discoveryProfileSchema>;
export const discoveryProfileListSchema = z.array(discoveryProfileSchema);
/** GET /api/discovery/current: the caller's venue and how many people there the caller may see. */
export const discoveryHeaderSchema = z.object({
  checkIn: z.object({ venueId: z.string(), venueName: z.string().nullable(), expiresAt: z.string(), peopleHere: z.number() }).nullable(),
});
export type DiscoveryHeader = z.infer<typeof discoveryHeaderSchema>;
export const DEFAULT_DISCOVERY_FILTERS: DiscoveryFilters = { ageMin: DISCOVERY_AGE_MIN, ageMax: DISCOVERY_AGE_MAX, verifiedOnly: false };

/** POST /api/passes (idempotent). */
export const passedSchema = z.object({ passed: z.literal(true) });
export type Passed = z.infer<typeof passedSchema>;

/** safety.meetingGet, meetingArrive, meetingAccept, meetingExtend: the session id from the URL (a malformed one is 404). */
export const meetingSessionIdPayloadSchema = z.object({ sessionId: z.string() });
/** safety.meetingEnd: the body was checked by the gateway with meetingEndSchema. */
export const meetingEndPayloadSchema = z.object({ sessionId: z.string(), endedBy: z.unknown().optional() });

/*
 * RPC payloads (beside the actor) of the matching handlers. Ids from the URL stay plain strings (an id
 * that names nothing of the caller's is 404, malformed or not); ids and wrapped bodies the handler
 * checks itself are declared loosely, so its own rule (and its error) still decides.
 */
/** matching.getMatch. */
export const matchIdPayloadSchema = z.object({ matchId: z.string() });
/** matching.setMeetPoint: the gateway checked the body with meetPointSchema; the point must be one of the venue's. */
export const setMeetPointPayloadSchema = z.object({ matchId: z.string(), meetPoint: z.unknown().optional() });
/** matching.like: a like from live discovery may name only the person (the handler checks the id). */
export const likePayloadSchema = z.object({ toUserId: z.unknown().optional(), venueId: z.string().optional(), contextMessage: z.string().optional(), confirmed: z.boolean().optional() });
/** matching.discovery: the gateway sends verifiedOnly already as a boolean; the venue id is checked by the handler. */
export const discoveryPayloadSchema = z.object({ venueId: z.unknown().optional(), verifiedOnly: z.unknown().optional() });
/** matching.saveDiscoveryFilters: the filters wrapped as `filters`, parsed by the handler with discoveryFiltersSchema. */
export const saveDiscoveryFiltersPayloadSchema = z.object({ filters: z.unknown().optional() });
/** matching.reach (chat, before a message request goes out): the handler checks the id (out of reach otherwise). */
export const reachPayloadSchema = z.object({ toUserId: z.unknown().optional() });
/** matching.pairMatch (the gateway's block push): anything but a usable id answers null. */
export const pairMatchPayloadSchema = z.object({ otherUserId: z.unknown().optional() });
