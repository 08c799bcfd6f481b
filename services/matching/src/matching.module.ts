import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { matchingConfigShape } from './config.js';
import { ReadModelHandlers } from './read-models/read-models.events.js';
import { DiscoveryHandlers } from './discovery/discovery.rpc.js';
import { LikeHandlers } from './likes/likes.rpc.js';
import { MatchHandlers } from './matches/matches.rpc.js';
import { VerificationLevelEvents } from './verification/verification.events.js';
import { VenueDirectory } from './matches/venue-directory.js';
import { BlockEvents } from './blocks/blocks.events.js';
import { MatchingPrivacyRpc } from './privacy/privacy.rpc.js';
import { ProfessionalRpc } from './professional/professional.rpc.js';
import { ProfessionalRepository } from './professional/professional.repository.js';
import { ProfessionalEvents } from './professional/professional.events.js';
import { MatchingStatsRpc } from './stats/stats.rpc.js';
import { DiscoveryFilterHandlers } from './discovery/discovery-filters.rpc.js';
import { DiscoveryAudience } from './discovery/audience.rpc.js';
import { Reach } from './reach/reach.js';
import { PairMatch } from './matches/pair-match.rpc.js';

@Module({
  imports: [PlatformModule.forService({ service: 'matching', migrations, config: matchingConfigShape })],
  providers: [ReadModelHandlers, DiscoveryHandlers, LikeHandlers, MatchHandlers, VenueDirectory, BlockEvents, MatchingPrivacyRpc, VerificationLevelEvents, ProfessionalRpc, ProfessionalRepository, ProfessionalEvents, MatchingStatsRpc, DiscoveryFilterHandlers, DiscoveryAudience, Reach, PairMatch],
})
export class MatchingModule {}
