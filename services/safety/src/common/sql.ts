/** TypeORM answers an UPDATE/DELETE … RETURNING as [rows, count] on Postgres; a SELECT as rows. */
export const returned = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result) as T[];

export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Serialises one person's writes of one kind (limits counted under the lock cannot be raced). */
export const lockPerson = (userId: string, what: string) => [`SELECT pg_advisory_xact_lock(hashtextextended($1, 13))`, [`${what}:${userId}`]] as const;
