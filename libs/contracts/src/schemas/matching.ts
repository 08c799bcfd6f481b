import { z } from 'zod';
import { text } from './text.js';
import { DEFAULT_MEET_POINTS } from './venue.js';

/** Request schemas of discovery, likes, matches, meet points and meeting sessions (issue 6). */

/** Used when a venue names no meet points of its own (defined with the venue schemas). */
export const FALLBACK_MEET_POINTS: readonly string[] = DEFAULT_MEET_POINTS;

/** Spec §2 "Meet Point view": the hint line shown under a point, matched on a keyword of its name. */
export const MEET_POINT_HINTS: ReadonlyArray<readonly [keyword: string, hint: string]> = [
  ['bar', 'Central location, well-lit area'],
  ['lounge', 'Quieter space for conversation'],
  ['entrance', 'Easy to find, public location'],
  ['dance', 'Energetic atmosphere'],
  ['outdoor', 'Fresh air with good visibility'],
];

export function meetPointHint(point: string): string | null {
  const lower = point.toLowerCase();
  return MEET_POINT_HINTS.find(([keyword]) => lower.includes(keyword))?.[1] ?? null;
}

/** Active match window (spec §9): 24 hours. */
export const ACTIVE_MATCH_MS = 24 * 60 * 60 * 1000;

const userId = z.uuid({ error: (issue) => (issue.input === undefined ? 'toUserId is required' : 'toUserId is not a valid user id') });
const id = (field: string, what: string) => z.uuid({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} is not a valid ${what} id`) });

export const discoveryQuerySchema = z.object({
  venueId: id('venueId', 'venue'),
  /** "Verified only" (issue 16): people at verification level basic or above. */
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
export interface MeetingDistance {
  sessionId: string;
  distanceMeters: number | null;
}
