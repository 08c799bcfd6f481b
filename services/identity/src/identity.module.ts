import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { identityConfigShape } from './config.js';

@Module({
  imports: [PlatformModule.forService({ service: 'identity', entities, migrations, config: identityConfigShape })],
  providers: [],
})
export class IdentityModule {}
