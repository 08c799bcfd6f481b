import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { safetyConfigShape } from './config.js';
import { MeetingModule } from './meeting/meeting.module.js';

@Module({
  imports: [PlatformModule.forService({ service: 'safety', entities, migrations, config: safetyConfigShape }), MeetingModule],
  providers: [],
})
export class SafetyModule {}
