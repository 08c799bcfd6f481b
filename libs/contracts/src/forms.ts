/**
 * The schemas the web checks a form with before sending it, apart from the index: a screen loads them
 * (and zod) when the person sends, not on the screen's first load (`await import('@converge/contracts/forms')`).
 * The screen's constants come from zod-free modules (`schemas/*-constants.ts` and the like) through the index.
 */
export { sendMessageSchema, startConversationSchema } from './schemas/chat.js';
export { liveStatusSchema } from './schemas/live.js';
export { reportSchema } from './schemas/safety.js';
