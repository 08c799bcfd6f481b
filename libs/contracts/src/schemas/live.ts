import { z } from 'zod';
import { textKeySchema } from './text-key.js';
import { text } from './text.js';
import { latitudeSchema, longitudeSchema } from './venue.js';
import {
  LIVE_ACTIVITIES,
  LIVE_LOOKING_FOR,
  LIVE_MAX_TAGS,
  LIVE_MOODS,
  LIVE_STATUS_MAX_LENGTH,
  LIVE_TAG_MAX_LENGTH,
  PROXIMITY_DEFAULT_METERS,
  PROXIMITY_MAX_METERS,
  PROXIMITY_MIN_METERS,
  PROXIMITY_STEP_METERS,
  type LiveActivity,
  type LiveMood,
} from './live-constants.js';

export const ACTIVITY_LABELS: Record<LiveActivity, string> = {
  socializing: 'Socializing',
  coffee_break: 'Coffee break',
  studying: 'Studying',
  working: 'Working',
  exercising: 'Exercising',
  shopping: 'Shopping',
};
export const MOOD_LABELS: Record<LiveMood, string> = {
  open_to_chat: 'Open to chat',
  selective: 'Selective',
  friendly: 'Friendly',
  focused: 'Focused',
};

/** PUT /api/live-status */
export const liveStatusSchema = z
  .object({
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    currentActivity: z.enum(LIVE_ACTIVITIES),
    currentMood: z.enum(LIVE_MOODS),
    statusMessage: text({ error: 'statusMessage must be text.' }).trim().max(LIVE_STATUS_MAX_LENGTH, `statusMessage can be at most ${LIVE_STATUS_MAX_LENGTH} characters.`).optional(),
    interestTags: z
      .array(
        text({ error: 'Each interest tag must be text.' })
          .trim()
          .min(1, 'An interest tag cannot be empty.')
          .max(LIVE_TAG_MAX_LENGTH, `An interest tag can be at most ${LIVE_TAG_MAX_LENGTH} characters.`),
        { error: 'interestTags must be a list of tags.' },
      )
      .max(LIVE_MAX_TAGS, `interestTags can hold at most ${LIVE_MAX_TAGS} tags.`)
      .optional(),
    lookingFor: z
      .array(z.enum(LIVE_LOOKING_FOR, { error: 'lookingFor must list Everyone, Men or Women.' }))
      .max(3)
      .optional(),
  })
  .strict();
export type LiveStatusInput = z.infer<typeof liveStatusSchema>;

const proximityMessage = `proximity must be a number of metres from ${PROXIMITY_MIN_METERS} to ${PROXIMITY_MAX_METERS} in steps of ${PROXIMITY_STEP_METERS}.`;
const activitiesMessage = `activities must be a comma list of: ${LIVE_ACTIVITIES.join(', ')}.`;

/**
 * GET /api/live-status/nearby?proximity=&activities=: the query arrives as text (a comma list); the
 * parsed value (a number and an array) is what travels on to the venue service, which parses it again
 * with this same schema (an array passes through as it is).
 */
export const liveNearbyQuerySchema = z.object({
  proximity: z.preprocess(
    (v) => (v === undefined || v === '' ? PROXIMITY_DEFAULT_METERS : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: proximityMessage })
      .int(proximityMessage)
      .min(PROXIMITY_MIN_METERS, proximityMessage)
      .max(PROXIMITY_MAX_METERS, proximityMessage)
      .refine((m) => m % PROXIMITY_STEP_METERS === 0, proximityMessage),
  ),
  activities: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
    z.array(z.enum(LIVE_ACTIVITIES, { error: activitiesMessage }), { error: activitiesMessage }),
  ),
});
export type LiveNearbyQuery = z.infer<typeof liveNearbyQuerySchema>;

/** The caller's own live status (GET /api/live-status): never shown to anyone else as it is. */
export const myLiveStatusSchema = z.object({
  live: z.boolean(),
  currentActivity: z.enum(LIVE_ACTIVITIES).nullable(),
  currentMood: z.enum(LIVE_MOODS).nullable(),
  statusMessage: z.string().nullable(),
  interestTags: z.array(z.string()),
  lookingFor: z.array(z.string()),
  /** When it goes stale unless updated (ISO). */
  expiresAt: z.string().nullable(),
});
export type MyLiveStatus = z.infer<typeof myLiveStatusSchema>;

/** One person in the nearby live list (plus the profile photo and the Verified mark, level basic or above). */
export const liveNearbyEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  profile: z.object({ displayName: z.string(), age: z.number().nullable(), photo: z.string().nullable(), isVerified: z.boolean() }),
  currentActivity: z.enum(LIVE_ACTIVITIES),
  currentMood: z.enum(LIVE_MOODS),
  lookingFor: z.array(z.string()),
  statusMessage: z.string().nullable(),
  interestTags: z.array(z.string()),
  iceBreakers: z.array(z.string()),
  /**
   * Beside each opener of `iceBreakers` (same order): its key in the web's `live` namespace
   * (`iceBreaker.<key>`) and arguments, so it shows in the viewer's language; null for a line an LLM wrote.
   */
  iceBreakerMessages: z.array(textKeySchema.nullable()),
  /** Metres between the two snapped grid cells, in 25 m steps. */
  distance: z.number(),
  lastSeen: z.string(),
});
export type LiveNearbyEntry = z.infer<typeof liveNearbyEntrySchema>;

export const liveNearbyResponseSchema = z.object({ count: z.number(), people: z.array(liveNearbyEntrySchema) });
export type LiveNearbyResponse = z.infer<typeof liveNearbyResponseSchema>;

/**
 * rpc.venue.live-status.around (service to service, never a REST answer): people live within the
 * largest proximity of the caller whom the caller may see (fresh, not blocked either way, not
 * incognito), as ids with the shown cell distance in metres. Empty when the caller is not live.
 */
export const liveAroundResponseSchema = z.object({ people: z.array(z.object({ userId: z.string(), distance: z.number() })) });
export type LiveAroundResponse = z.infer<typeof liveAroundResponseSchema>;

/** Under 1000 m 'N m away', otherwise km with one decimal. */
export function formatLiveDistance(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} m away` : `${(meters / 1000).toFixed(1)} km away`;
}
