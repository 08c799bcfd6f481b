// Live discovery's fixed lists and limits, without zod: the live screen's first load needs them, not the schemas
// that check a request (libs/contracts/src/forms.ts loads those when a form is sent).

/** The activities and moods, exactly. */
export const LIVE_ACTIVITIES = ['socializing', 'coffee_break', 'studying', 'working', 'exercising', 'shopping'] as const;
export const LIVE_MOODS = ['open_to_chat', 'selective', 'friendly', 'focused'] as const;
export type LiveActivity = (typeof LIVE_ACTIVITIES)[number];
export type LiveMood = (typeof LIVE_MOODS)[number];
export const LIVE_LOOKING_FOR = ['Everyone', 'Men', 'Women'] as const;

/** The distance slider. */
export const PROXIMITY_MIN_METERS = 25;
export const PROXIMITY_MAX_METERS = 500;
export const PROXIMITY_STEP_METERS = 25;
export const PROXIMITY_DEFAULT_METERS = 100;
/** Live discovery polls every 5 s (only while the socket is down). */
export const LIVE_POLL_INTERVAL_MS = 5000;
/** A live status disappears 10 minutes after its last update. */
export const LIVE_STALE_AFTER_MS = 10 * 60 * 1000;
export const LIVE_STATUS_MAX_LENGTH = 140;
export const LIVE_MAX_TAGS = 10;
export const LIVE_TAG_MAX_LENGTH = 24;
/** A card shows up to 3 interest tags plus '+N'. */
export const LIVE_CARD_TAGS = 3;
