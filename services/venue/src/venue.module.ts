import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { venueConfigShape } from './config.js';
import { VenueRepository } from './venues/venues.repository.js';
import { VenueQueries } from './venues/venues.rpc.js';
import { CheckIns } from './checkins/checkins.rpc.js';
import { VenueAdminRpc } from './venues/venue-admin.rpc.js';
import { NearbyIndex } from './venues/nearby-index/nearby-index.js';
import { NearbyIndexSync } from './venues/nearby-index/nearby-index-sync.js';
import { VenuePrivacyRpc } from './privacy/privacy.rpc.js';
import { LiveStatusStore } from './live-status/live-status.store.js';
import { LiveStatusRepository } from './live-status/live-status.repository.js';
import { LiveStatusRpc } from './live-status/live-status.rpc.js';
import { LiveStatusEvents } from './live-status/live-status.events.js';
import { LiveStatusStaleSweep } from './live-status/live-status.jobs.js';
import { IceBreakers } from './live-status/ice-breakers.js';
import { VenueStatsRpc } from './stats/stats.rpc.js';

@Module({
  imports: [PlatformModule.forService({ service: 'venue', migrations, config: venueConfigShape })],
  providers: [
    VenueRepository, NearbyIndex, NearbyIndexSync, VenueQueries, CheckIns, VenuePrivacyRpc, VenueAdminRpc,
    // Live discovery.
    LiveStatusStore, LiveStatusRepository, IceBreakers, LiveStatusRpc, LiveStatusEvents, LiveStatusStaleSweep,
    VenueStatsRpc,
  ],
})
export class VenueModule {}
