/** Settings of the safety service beyond the platform's base config (zod shape). */
export const safetyConfigShape = {};
