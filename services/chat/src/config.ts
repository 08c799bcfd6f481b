/** Settings of the chat service beyond the platform's base config (zod shape). */
export const chatConfigShape = {};
