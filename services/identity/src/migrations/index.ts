import { IdentityTables1760000000000 } from './1760000000000-identity-tables.js';
import { IdentityModeration1803000000000 } from './1803000000000-identity-moderation.js';
import { Verification1805000000000 } from './1805000000000-verification.js';
import { ProfileInterestTags1814000000000 } from './1814000000000-profile-interest-tags.js';
import { PushSubscriptions1815000000000 } from './1815000000000-push-subscriptions.js';
import { PushSubscriptionSessions1828000000000 } from './1828000000000-push-subscription-sessions.js';
import { SignInWarnings1828200000000 } from './1828200000000-sign-in-warnings.js';
import { PhotoScreening1843000000000 } from './1843000000000-photo-screening.js';
import { VerificationScreening1843000000001 } from './1843000000001-verification-screening.js';
import { FaceCheck1844000000000 } from './1844000000000-face-check.js';
import { UserLanguage1846000000000 } from './1846000000000-user-language.js';

/** Migrations of the identity service, in order. They run at start (never synchronize). */
export const migrations = [
  IdentityTables1760000000000,
  IdentityModeration1803000000000,
  Verification1805000000000,
  ProfileInterestTags1814000000000,
  PushSubscriptions1815000000000,
  PushSubscriptionSessions1828000000000,
  SignInWarnings1828200000000,
  PhotoScreening1843000000000,
  VerificationScreening1843000000001,
  FaceCheck1844000000000,
  UserLanguage1846000000000,
];
