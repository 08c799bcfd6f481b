import { Module } from '@nestjs/common';
import { CONFIG, NotificationsModule, PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { identityConfigShape, type IdentityConfig } from './config.js';
import { Passwords } from './accounts/passwords.js';
import { AccountsService } from './accounts/accounts.rpc.js';
import { SignInWarnings } from './accounts/sign-in-warnings.events.js';
import { ProfileService } from './profile/profile.rpc.js';
import { PhotosService } from './photos/photos.rpc.js';
import { PrivacyService } from './privacy/privacy.rpc.js';
import { DisplayNamesRpc } from './profile/display-names.rpc.js';
import { LocalDiskStorage, PHOTO_STORAGE } from './storage/photo-storage.js';
import { RolesRpc } from './roles/roles.rpc.js';
import { ModerationEvents } from './roles/moderation.events.js';
import { VerificationRepository } from './verification/verification.repository.js';
import { VerificationLevels } from './verification/verification.levels.js';
import { VERIFICATION_STORAGE, VerificationMedia } from './verification/verification-media.js';
import { VerificationRpc } from './verification/verification.rpc.js';
import { VerificationReviewRpc } from './verification/verification-review.rpc.js';
import { VerificationEvents } from './verification/verification.events.js';
import { VerificationSweeps } from './verification/verification.jobs.js';
import { PushKeys } from './push/push-keys.js';
import { PushRepository } from './push/push.repository.js';
import { PushSender } from './push/push.sender.js';
import { PushRpc } from './push/push.rpc.js';
import { PushEvents } from './push/push.events.js';
import { InterestTagsRpc } from './profile/interest-tags.rpc.js';

@Module({
  imports: [PlatformModule.forService({ service: 'identity', migrations, config: identityConfigShape }), NotificationsModule],
  providers: [
    { provide: PHOTO_STORAGE, useFactory: (config: IdentityConfig) => new LocalDiskStorage(config.STORAGE_DIR), inject: [CONFIG] },
    Passwords,
    AccountsService,
    SignInWarnings,
    ProfileService,
    PhotosService,
    PrivacyService,
    DisplayNamesRpc,
    // Identity verification (issue 16)
    { provide: VERIFICATION_STORAGE, useFactory: (config: IdentityConfig) => new LocalDiskStorage(config.VERIFICATION_STORAGE_DIR), inject: [CONFIG] },
    VerificationRepository,
    VerificationLevels,
    VerificationMedia,
    VerificationRpc,
    VerificationReviewRpc,
    VerificationEvents,
    VerificationSweeps,
    RolesRpc,
    ModerationEvents,
    // Web push (issue 20)
    PushKeys,
    PushRepository,
    PushSender,
    PushRpc,
    PushEvents,
    // The chat's starters (issue 20)
    InterestTagsRpc,
  ],
})
export class IdentityModule {}
