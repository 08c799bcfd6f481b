import { VenueTables1700000000500 } from './1700000000500-venues.js';

/** Migrations of the venue service, in order. They run at start (never synchronize). */
export const migrations = [VenueTables1700000000500];
