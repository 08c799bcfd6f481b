/**
 * The schemas the web checks a chat message and a live opener with before sending, apart from the index: the
 * chat loads them (and zod) when the screen is up, not on its first load. See web/src/lib/form-schemas.ts.
 */
export { sendMessageSchema, startConversationSchema } from '../schemas/chat.js';
