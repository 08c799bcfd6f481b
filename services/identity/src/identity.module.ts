import { Module } from '@nestjs/common';
import { CONFIG, PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { identityConfigShape, type IdentityConfig } from './config.js';
import { Passwords } from './accounts/passwords.js';
import { AccountsService } from './accounts/accounts.service.js';
import { ProfileService } from './profile/profile.service.js';
import { PhotosService } from './photos/photos.service.js';
import { PrivacyService } from './privacy/privacy.service.js';
import { DisplayNamesRpc } from './profile/display-names.rpc.js';
import { LocalDiskStorage, PHOTO_STORAGE } from './storage/photo-storage.js';

@Module({
  imports: [PlatformModule.forService({ service: 'identity', entities, migrations, config: identityConfigShape })],
  providers: [
    { provide: PHOTO_STORAGE, useFactory: (config: IdentityConfig) => new LocalDiskStorage(config.STORAGE_DIR), inject: [CONFIG] },
    Passwords,
    AccountsService,
    ProfileService,
    PhotosService,
    PrivacyService,
    DisplayNamesRpc,
  ],
})
export class IdentityModule {}
