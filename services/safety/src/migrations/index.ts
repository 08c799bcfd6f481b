import { MeetingSessions1700000700000 } from './1700000700000-meeting-sessions.js';
import { SafetyFeatures1801000000000 } from './1801000000000-safety-features.js';
import { MeetingConsent1813000000000 } from './1813000000000-meeting-consent.js';
import { OutsideMail1828100000000 } from './1828100000000-outside-mail.js';
import { CheckIns1840000000000 } from './1840000000000-check-ins.js';

/** Migrations of the safety service, in order. They run at start (never synchronize). */
export const migrations = [MeetingSessions1700000700000, SafetyFeatures1801000000000, MeetingConsent1813000000000, OutsideMail1828100000000, CheckIns1840000000000];
