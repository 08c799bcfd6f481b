import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { matchingConfigShape } from './config.js';
import { ReadModelHandlers } from './read-models/read-models.events.js';
import { VerificationLevelEvents } from './verification/verification.events.js';
import { BlocksEvents } from './blocks/blocks.events.js';
import { BlocksRepository } from './blocks/blocks.repository.js';
import { DiscoveryRepository } from './discovery/discovery.repository.js';
import { DiscoveryHandlers } from './discovery/discovery.handlers.js';
import { VenueFeedRepository } from './discovery/venue-feed.repository.js';
import { VenueFeeds } from './discovery/venue-feeds.js';
import { DiscoveryFiltersHandlers } from './discovery/discovery-filters.handlers.js';
import { DiscoveryAudienceHandlers } from './discovery/discovery-audience.handlers.js';
import { LikesRepository } from './likes/likes.repository.js';
import { LikesHandlers } from './likes/likes.handlers.js';
import { MatchesRepository } from './matches/matches.repository.js';
import { MatchesHandlers } from './matches/matches.handlers.js';
import { PairMatchHandlers } from './matches/pair-match.handlers.js';
import { VenueDirectory } from './matches/venue-directory.js';
import { ReachRepository } from './reach/reach.repository.js';
import { ReachHandlers } from './reach/reach.handlers.js';
import { LiveProximity } from './reach/live-proximity.js';
import { StatsHandlers } from './stats/stats.handlers.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyHandlers } from './privacy/privacy.handlers.js';
import { ProfessionalRepository } from './professional/professional.repository.js';
import { ProfessionalHandlers } from './professional/professional.handlers.js';
import { ProfessionalEvents } from './professional/professional.events.js';
import { LikeNoteModeration } from './likes/like-note-moderation.js';
import { LikeBatches } from './likes/like-batches.js';

@Module({
  imports: [PlatformModule.forService({ service: 'matching', migrations, config: matchingConfigShape })],
  providers: [
    LikeNoteModeration,
    ReadModelHandlers,
    VerificationLevelEvents,
    BlocksRepository,
    BlocksEvents,
    DiscoveryRepository,
    DiscoveryHandlers,
    VenueFeedRepository,
    VenueFeeds,
    DiscoveryFiltersHandlers,
    DiscoveryAudienceHandlers,
    LikesRepository,
    LikeBatches,
    LikesHandlers,
    MatchesRepository,
    MatchesHandlers,
    PairMatchHandlers,
    VenueDirectory,
    ReachRepository,
    ReachHandlers,
    LiveProximity,
    StatsHandlers,
    PrivacyRepository,
    PrivacyHandlers,
    ProfessionalRepository,
    ProfessionalHandlers,
    ProfessionalEvents,
  ],
})
export class MatchingModule {}
