/** Settings of the identity service beyond the platform's base config (zod shape). */
export const identityConfigShape = {};
