import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { chatConfigShape } from './config.js';

@Module({
  imports: [PlatformModule.forService({ service: 'chat', entities, migrations, config: chatConfigShape })],
  providers: [],
})
export class ChatModule {}
