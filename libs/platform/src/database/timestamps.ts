/** A timestamp column (a Date from pg, or its text) as the ISO string the contracts carry; null stays null. */
export const isoOrNull = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
