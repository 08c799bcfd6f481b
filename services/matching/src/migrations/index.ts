/** Migrations of the matching service, in order. They run at start (never synchronize). */
export const migrations = [];
