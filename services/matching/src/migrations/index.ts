import { MatchingTables1700000600000 } from './1700000600000-matching-tables.js';
import { DiscoveryFeedRank1700000700000 } from './1700000700000-discovery-feed-rank.js';
import { LikeFunction1700000800000 } from './1700000800000-like-function.js';
import { BlocksEndMatches1802000000000 } from './1802000000000-blocks-end-matches.js';
import { VerificationLevels1805000000001 } from './1805000000001-verification-levels.js';
import { LikeFunctionV21806000000000 } from './1806000000000-like-function-v2.js';
import { Professional1809000000000 } from './1809000000000-professional.js';
import { LikeFunctionMode1809000000002 } from './1809000000002-like-function-mode.js';
import { DiscoveryFilters1812000000000 } from './1812000000000-discovery-filters.js';
import { CardInterestTags1820000000000 } from './1820000000000-card-interest-tags.js';
import { LikesKeyedByPair1849710000000 } from './1849710000000-likes-keyed-by-pair.js';
import { ProfileCardJson1849710000001 } from './1849710000001-profile-card-json.js';
import { LikeFunctionV31849760000000 } from './1849760000000-like-function-v3.js';
import { LikeFunctionV41849795000000 } from './1849795000000-like-function-v4.js';
import { VenueFeedVersions1849800000000 } from './1849800000000-venue-feed-versions.js';
import { LikeBatchFunction1849820000000 } from './1849820000000-like-batch-function.js';
import { DropLikeFunctionV31849824000000 } from './1849824000000-drop-like-function-v3.js';

/** Migrations of the matching service, in order. They run at start (never synchronize). */
export const migrations = [
  MatchingTables1700000600000,
  DiscoveryFeedRank1700000700000,
  LikeFunction1700000800000,
  BlocksEndMatches1802000000000,
  VerificationLevels1805000000001,
  LikeFunctionV21806000000000,
  Professional1809000000000,
  LikeFunctionMode1809000000002,
  DiscoveryFilters1812000000000,
  CardInterestTags1820000000000,
  LikesKeyedByPair1849710000000,
  ProfileCardJson1849710000001,
  LikeFunctionV31849760000000,
  LikeFunctionV41849795000000,
  VenueFeedVersions1849800000000,
  LikeBatchFunction1849820000000,
  DropLikeFunctionV31849824000000,
];
