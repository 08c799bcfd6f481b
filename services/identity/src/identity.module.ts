import { Module } from '@nestjs/common';
import { CONFIG, PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { identityConfigShape, type IdentityConfig } from './config.js';
import { Passwords } from './accounts/passwords.js';
import { AccountsService } from './accounts/accounts.rpc.js';
import { ProfileService } from './profile/profile.rpc.js';
import { PhotosService } from './photos/photos.rpc.js';
import { PrivacyService } from './privacy/privacy.rpc.js';
import { LocalDiskStorage, PHOTO_STORAGE } from './storage/photo-storage.js';

@Module({
  imports: [PlatformModule.forService({ service: 'identity', migrations, config: identityConfigShape })],
  providers: [
    { provide: PHOTO_STORAGE, useFactory: (config: IdentityConfig) => new LocalDiskStorage(config.STORAGE_DIR), inject: [CONFIG] },
    Passwords,
    AccountsService,
    ProfileService,
    PhotosService,
    PrivacyService,
  ],
})
export class IdentityModule {}
