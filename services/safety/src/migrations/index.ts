import { MeetingSessions1700000700000 } from './1700000700000-meeting-sessions.js';

/** Migrations of the safety service, in order. They run at start (never synchronize). */
export const migrations = [MeetingSessions1700000700000];
