/** Migrations of the identity service, in order. They run at start (never synchronize). */
export const migrations = [];
