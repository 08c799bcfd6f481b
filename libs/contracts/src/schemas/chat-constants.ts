// The chat's limits and fixed words, without zod: the conversation list and the chat need them on their first
// load; the schemas that check a message are loaded when one is sent (libs/contracts/src/forms.ts).

/** Trimmed, never empty; the product caps a message at 2,000 characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** How much of a message a conversation row shows as its preview. */
export const CHAT_PREVIEW_LENGTH = 100;
/** While the socket is down the chat screens poll every 3 s. */
export const CHAT_POLL_INTERVAL_MS = 3000;

/** Where a conversation that started from live discovery (no venue) says it started: not a place. */
export const LIVE_NEARBY_VENUE = 'Live nearby';
