import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { matchingConfigShape } from './config.js';

@Module({
  imports: [PlatformModule.forService({ service: 'matching', entities, migrations, config: matchingConfigShape })],
  providers: [],
})
export class MatchingModule {}
