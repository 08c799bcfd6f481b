import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { venueConfigShape } from './config.js';
import { VenueRepository } from './venues/venues.repository.js';
import { VenueQueries } from './venues/venues.rpc.js';
import { CheckIns } from './checkins/checkins.rpc.js';
import { NearbyIndex } from './venues/nearby-index/nearby-index.js';
import { NearbyIndexSync } from './venues/nearby-index/nearby-index-sync.js';

@Module({
  imports: [PlatformModule.forService({ service: 'venue', migrations, config: venueConfigShape })],
  providers: [VenueRepository, NearbyIndex, NearbyIndexSync, VenueQueries, CheckIns],
})
export class VenueModule {}
