/** Settings of the venue service beyond the platform's base config (zod shape). */
export const venueConfigShape = {};
