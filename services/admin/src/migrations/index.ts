/** Migrations of the admin service, in order. They run at start (never synchronize). */
export const migrations = [];
