/** Migrations of the venue service, in order. They run at start (never synchronize). */
export const migrations = [];
