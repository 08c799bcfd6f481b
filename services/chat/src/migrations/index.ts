/** Migrations of the chat service, in order. They run at start (never synchronize). */
export const migrations = [];
