import { Module } from '@nestjs/common';
import { NotificationsModule, PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { safetyConfigShape } from './config.js';
import { MeetingModule } from './meeting/meeting.module.js';
import { PeopleRepository } from './people/people.repository.js';
import { PeopleEvents } from './people/people.events.js';
import { BlocksRepository } from './blocks/blocks.repository.js';
import { BlocksRpc } from './blocks/blocks.rpc.js';
import { ReportsRepository } from './reports/reports.repository.js';
import { ReportsRpc } from './reports/reports.rpc.js';
import { TrustedContactsRepository } from './trusted-contacts/trusted-contacts.repository.js';
import { TrustedContactsRpc } from './trusted-contacts/trusted-contacts.rpc.js';
import { OutgoingRepository } from './outgoing/outgoing.repository.js';
import { OutgoingJobs } from './outgoing/outgoing.jobs.js';
import { LocationSharesRepository } from './location-shares/location-shares.repository.js';
import { LocationShareExpiryJob } from './location-shares/location-shares.jobs.js';
import { LocationSharesRpc } from './location-shares/location-shares.rpc.js';
import { EmergencyRepository } from './emergency/emergency.repository.js';
import { EmergencyRpc } from './emergency/emergency.rpc.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyRpc } from './privacy/privacy.rpc.js';
import { PrivacyEvents } from './privacy/privacy.events.js';
import { OutsideMailRepository } from './outside-mail/outside-mail.repository.js';
import { OutsideMail } from './outside-mail/outside-mail.js';

@Module({
  imports: [PlatformModule.forService({ service: 'safety', entities, migrations, config: safetyConfigShape }), NotificationsModule, MeetingModule],
  providers: [
    PeopleRepository,
    PeopleEvents,
    BlocksRepository,
    BlocksRpc,
    ReportsRepository,
    ReportsRpc,
    TrustedContactsRepository,
    TrustedContactsRpc,
    OutgoingRepository,
    OutgoingJobs,
    LocationSharesRepository,
    LocationShareExpiryJob,
    LocationSharesRpc,
    EmergencyRepository,
    EmergencyRpc,
    PrivacyRepository,
    PrivacyRpc,
    PrivacyEvents,
    OutsideMailRepository,
    OutsideMail,
  ],
})
export class SafetyModule {}
