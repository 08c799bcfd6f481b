import { returnedRows } from '@converge/platform';

/** The rows of a raw query, whichever shape TypeORM answered in (the platform's one helper). */
export const returned = returnedRows;

export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** Serialises one person's writes of one kind (limits counted under the lock cannot be raced). */
export const lockPerson = (userId: string, what: string) => [`SELECT pg_advisory_xact_lock(hashtextextended($1, 13))`, [`${what}:${userId}`]] as const;
