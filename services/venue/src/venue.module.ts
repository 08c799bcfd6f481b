import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { venueConfigShape } from './config.js';
import { VenuesRepository } from './venues/venues.repository.js';
import { VenuesHandlers } from './venues/venues.handlers.js';
import { VenueAdminHandlers } from './venues/venue-admin.handlers.js';
import { NearbyIndex } from './venues/nearby-index/nearby-index.js';
import { NearbyIndexSync } from './venues/nearby-index/nearby-index-sync.js';
import { CheckInsRepository } from './checkins/checkins.repository.js';
import { CheckInsHandlers } from './checkins/checkins.handlers.js';
import { CheckInsEvents } from './checkins/checkins.events.js';
import { CheckInsJobs } from './checkins/checkins.jobs.js';
import { CheckInVenues } from './checkins/check-in-venues.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyHandlers } from './privacy/privacy.handlers.js';
import { LiveStatusStore } from './live-status/live-status.store.js';
import { LiveStatusRepository } from './live-status/live-status.repository.js';
import { LiveStatusSignals } from './live-status/live-status.signals.js';
import { LiveStatusHandlers } from './live-status/live-status.handlers.js';
import { LiveStatusEvents } from './live-status/live-status.events.js';
import { LiveStatusJobs } from './live-status/live-status.jobs.js';
import { IceBreakers } from './live-status/ice-breakers.js';
import { StatsRepository } from './stats/stats.repository.js';
import { StatsHandlers } from './stats/stats.handlers.js';

@Module({
  imports: [PlatformModule.forService({ service: 'venue', migrations, config: venueConfigShape })],
  providers: [
    // Venues: the nearby list (in-memory index), one venue, its QR code, venue management.
    VenuesRepository,
    NearbyIndex,
    NearbyIndexSync,
    VenuesHandlers,
    VenueAdminHandlers,
    // Check-ins.
    CheckInsRepository,
    CheckInsHandlers,
    CheckInsEvents,
    CheckInsJobs,
    CheckInVenues,
    // Live discovery.
    LiveStatusStore,
    LiveStatusRepository,
    LiveStatusSignals,
    IceBreakers,
    LiveStatusHandlers,
    LiveStatusEvents,
    LiveStatusJobs,
    StatsRepository,
    StatsHandlers,
    PrivacyRepository,
    PrivacyHandlers,
  ],
})
export class VenueModule {}
