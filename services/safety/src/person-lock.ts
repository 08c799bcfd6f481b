/**
 * Serialises one person's writes of one kind inside a transaction (a limit counted under the lock —
 * five trusted contacts, ten reports a day, ten live shares — cannot be raced by parallel requests).
 * Shared by the repositories of trusted contacts, reports and location shares, which count under it;
 * `what` keeps their locks apart. Returns the statement and its parameters for `manager.query`.
 */
export const lockPerson = (userId: string, what: string) => [`SELECT pg_advisory_xact_lock(hashtextextended($1, 13))`, [`${what}:${userId}`]] as const;
