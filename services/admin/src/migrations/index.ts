import { AdminTables1803000000002 } from './1803000000002-admin-tables.js';

/** Migrations of the admin service, in order. They run at start (never synchronize). */
export const migrations = [AdminTables1803000000002];
