import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { matchingConfigShape } from './config.js';
import { ReadModelHandlers } from './read-models/read-model.handlers.js';
import { DiscoveryHandlers } from './discovery/discovery.handlers.js';
import { LikeHandlers } from './likes/like.handlers.js';
import { MatchHandlers } from './matches/match.handlers.js';
import { VenueDirectory } from './matches/venue-directory.js';
import { BlockEvents } from './blocks/blocks.events.js';
import { MatchingPrivacyRpc } from './privacy/privacy.rpc.js';

@Module({
  imports: [PlatformModule.forService({ service: 'matching', entities, migrations, config: matchingConfigShape })],
  providers: [ReadModelHandlers, DiscoveryHandlers, LikeHandlers, MatchHandlers, VenueDirectory, BlockEvents, MatchingPrivacyRpc],
})
export class MatchingModule {}
