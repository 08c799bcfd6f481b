import { MeetingSessions1700000700000 } from './1700000700000-meeting-sessions.js';
import { SafetyFeatures1801000000000 } from './1801000000000-safety-features.js';
import { MeetingConsent1813000000000 } from './1813000000000-meeting-consent.js';
import { OutsideMail1828100000000 } from './1828100000000-outside-mail.js';
import { CheckIns1840000000000 } from './1840000000000-check-ins.js';
import { DatePlans1841000000000 } from './1841000000000-date-plans.js';
import { HiddenWords1841000000001 } from './1841000000001-hidden-words.js';
import { ReportSource1842000000002 } from './1842000000002-report-source.js';
import { UserLanguages1846000000001 } from './1846000000001-user-languages.js';
import { ShareMessageLanguage1849300000001 } from './1849300000001-share-message-language.js';
import { VenueContactLanguage1849400000001 } from './1849400000001-venue-contact-language.js';
import { CheckInMeetPointKey1849500000001 } from './1849500000001-check-in-meet-point-key.js';

/** Migrations of the safety service, in order. They run at start (never synchronize). */
export const migrations = [
  MeetingSessions1700000700000,
  SafetyFeatures1801000000000,
  MeetingConsent1813000000000,
  OutsideMail1828100000000,
  CheckIns1840000000000,
  DatePlans1841000000000,
  HiddenWords1841000000001,
  ReportSource1842000000002,
  UserLanguages1846000000001,
  ShareMessageLanguage1849300000001,
  VenueContactLanguage1849400000001,
  CheckInMeetPointKey1849500000001,
];
