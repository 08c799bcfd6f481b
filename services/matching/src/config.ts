/** Settings of the matching service beyond the platform's base config (zod shape). */
export const matchingConfigShape = {};
