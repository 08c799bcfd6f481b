import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { venueConfigShape } from './config.js';

@Module({
  imports: [PlatformModule.forService({ service: 'venue', entities, migrations, config: venueConfigShape })],
  providers: [],
})
export class VenueModule {}
