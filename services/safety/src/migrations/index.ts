/** Migrations of the safety service, in order. They run at start (never synchronize). */
export const migrations = [];
