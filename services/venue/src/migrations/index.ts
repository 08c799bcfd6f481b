import { VenueTables1700000000500 } from './1700000000500-venues.js';
import { VenueChangeTracking1700000000600 } from './1700000000600-venue-change-tracking.js';
import { VenueAdmin1803000000001 } from './1803000000001-venue-admin.js';
import { LiveStatus1804000000000 } from './1804000000000-live-status.js';
import { CheckInMode1809000000001 } from './1809000000001-check-in-mode.js';
import { LiveVerifications1811000000000 } from './1811000000000-live-verifications.js';
import { CheckInsByPerson1814000000001 } from './1814000000001-check-ins-by-person.js';
import { VenueTimeZone1814000000003 } from './1814000000003-venue-time-zone.js';
import { LiveLikesToIndex1819000000000 } from './1819000000000-live-likes-to-index.js';
import { VenueCountry1821000000000 } from './1821000000000-venue-country.js';
import { LiveProfileInterests1822000000000 } from './1822000000000-live-profile-interests.js';
import { CheckInPresence1828000000000 } from './1828000000000-check-in-presence.js';
import { VenueSafetyContacts1840000000001 } from './1840000000001-venue-safety-contacts.js';
import { CheckInFunction1845000000000 } from './1845000000000-check-in-function.js';
import { CheckInFunctionV21849750000000 } from './1849750000000-check-in-function-v2.js';

import { VenueLanguage1849400000000 } from './1849400000000-venue-language.js';
import { CheckInFunctionV31849780000000 } from './1849780000000-check-in-function-v3.js';
/** Migrations of the venue service, in order. They run at start (never synchronize). */
export const migrations = [
  VenueTables1700000000500,
  VenueChangeTracking1700000000600,
  VenueAdmin1803000000001,
  LiveStatus1804000000000,
  CheckInMode1809000000001,
  LiveVerifications1811000000000,
  CheckInsByPerson1814000000001,
  VenueTimeZone1814000000003,
  LiveLikesToIndex1819000000000,
  VenueCountry1821000000000,
  LiveProfileInterests1822000000000,
  CheckInPresence1828000000000,
  VenueSafetyContacts1840000000001,
  CheckInFunction1845000000000,
  VenueLanguage1849400000000,
  CheckInFunctionV21849750000000,
  CheckInFunctionV31849780000000,
];
