import { Module } from '@nestjs/common';
import { CONFIG, NotificationsModule, PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { identityConfigShape, type IdentityConfig } from './config.js';
import { Passwords } from './accounts/passwords.js';
import { AccountsRepository } from './accounts/accounts.repository.js';
import { AccountsHandlers } from './accounts/accounts.handlers.js';
import { AccountsEvents } from './accounts/accounts.events.js';
import { ProfileRepository } from './profile/profile.repository.js';
import { ProfileChanges } from './profile/profile-changes.js';
import { ProfileHandlers } from './profile/profile.handlers.js';
import { DisplayNamesHandlers } from './profile/display-names.handlers.js';
import { InterestTagsHandlers } from './profile/interest-tags.handlers.js';
import { PhotosRepository } from './photos/photos.repository.js';
import { PhotosHandlers } from './photos/photos.handlers.js';
import { PhotoClassifier } from './screening/photo-classifier.js';
import { ScreeningRepository } from './screening/screening.repository.js';
import { ScreeningJobs } from './screening/screening.jobs.js';
import { ScreeningHandlers } from './screening/screening.handlers.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyHandlers } from './privacy/privacy.handlers.js';
import { LocalDiskStorage, PHOTO_STORAGE } from './storage/photo-storage.js';
import { RolesRepository } from './roles/roles.repository.js';
import { RolesHandlers } from './roles/roles.handlers.js';
import { RolesEvents } from './roles/roles.events.js';
import { VerificationRepository } from './verification/verification.repository.js';
import { VerificationLevels } from './verification/verification.levels.js';
import { VERIFICATION_STORAGE, VerificationMedia } from './verification/verification-media.js';
import { VerificationHandlers } from './verification/verification.handlers.js';
import { VerificationReviewHandlers } from './verification/verification-review.handlers.js';
import { VerificationEvents } from './verification/verification.events.js';
import { VerificationJobs } from './verification/verification.jobs.js';
import { VerificationDecisions } from './verification/verification.decisions.js';
import { FaceModel } from './face/face-model.js';
import { FaceCheckRepository } from './face/face-check.repository.js';
import { FaceCheckJobs } from './face/face-check.jobs.js';
import { PushKeys } from './push/push-keys.js';
import { PushRepository } from './push/push.repository.js';
import { PushSender } from './push/push.sender.js';
import { PresenceCache } from './push/presence-cache.js';
import { PushHandlers } from './push/push.handlers.js';
import { PushEvents } from './push/push.events.js';

@Module({
  imports: [PlatformModule.forService({ service: 'identity', migrations, config: identityConfigShape }), NotificationsModule],
  providers: [
    // Accounts, sign-in and the sign-in warning
    Passwords,
    AccountsRepository,
    AccountsHandlers,
    AccountsEvents,
    // Profile, its photos (stored files) and the names and tags other services read
    { provide: PHOTO_STORAGE, useFactory: (config: IdentityConfig) => new LocalDiskStorage(config.STORAGE_DIR), inject: [CONFIG] },
    ProfileRepository,
    ProfileChanges,
    ProfileHandlers,
    DisplayNamesHandlers,
    InterestTagsHandlers,
    PhotosRepository,
    PhotosHandlers,
    // Nudity screening of new photos (a job, the model in a thread, the admins' queue of held photos)
    PhotoClassifier,
    ScreeningRepository,
    ScreeningJobs,
    ScreeningHandlers,
    // Incognito, the data export and account deletion
    PrivacyRepository,
    PrivacyHandlers,
    // Roles and the moderation decisions identity enforces
    RolesRepository,
    RolesHandlers,
    RolesEvents,
    // Identity verification: steps, codes, evidence kept privately, the review queue
    { provide: VERIFICATION_STORAGE, useFactory: (config: IdentityConfig) => new LocalDiskStorage(config.VERIFICATION_STORAGE_DIR), inject: [CONFIG] },
    VerificationRepository,
    VerificationLevels,
    VerificationMedia,
    VerificationHandlers,
    VerificationReviewHandlers,
    VerificationEvents,
    VerificationJobs,
    VerificationDecisions,
    FaceModel,
    FaceCheckRepository,
    FaceCheckJobs,
    // Web push
    PushKeys,
    PushRepository,
    PushSender,
    PresenceCache,
    PushHandlers,
    PushEvents,
  ],
})
export class IdentityModule {}
