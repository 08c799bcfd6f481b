/** Settings of the admin service beyond the platform's base config (zod shape). */
export const adminConfigShape = {};
