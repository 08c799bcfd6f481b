import { AdminTables1803000000002 } from './1803000000002-admin-tables.js';
import { ActivityPresence1828000000001 } from './1828000000001-activity-presence.js';
import { DuplicateFaceCases1844000000001 } from './1844000000001-duplicate-face-cases.js';
import { AdminTextKeys1849300000000 } from './1849300000000-admin-text-keys.js';

/** Migrations of the admin service, in order. They run at start (never synchronize). */
export const migrations = [AdminTables1803000000002, ActivityPresence1828000000001, DuplicateFaceCases1844000000001, AdminTextKeys1849300000000];
