import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { adminConfigShape } from './config.js';

@Module({
  imports: [PlatformModule.forService({ service: 'admin', entities, migrations, config: adminConfigShape })],
  providers: [],
})
export class AdminModule {}
