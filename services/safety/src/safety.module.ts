import { Module } from '@nestjs/common';
import { NotificationsModule, PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { safetyConfigShape } from './config.js';
import { MeetingModule } from './meeting/meeting.module.js';
import { PeopleRepository } from './people/people.repository.js';
import { OwnPhotos } from './people/own-photos.js';
import { PeopleEvents } from './people/people.events.js';
import { BlocksRepository } from './blocks/blocks.repository.js';
import { BlocksHandlers } from './blocks/blocks.handlers.js';
import { ReportsRepository } from './reports/reports.repository.js';
import { ReportsHandlers } from './reports/reports.handlers.js';
import { TrustedContactsRepository } from './trusted-contacts/trusted-contacts.repository.js';
import { TrustedContactsHandlers } from './trusted-contacts/trusted-contacts.handlers.js';
import { OutgoingRepository } from './outgoing/outgoing.repository.js';
import { OutgoingJobs } from './outgoing/outgoing.jobs.js';
import { LocationSharesRepository } from './location-shares/location-shares.repository.js';
import { LocationSharesJobs } from './location-shares/location-shares.jobs.js';
import { LocationSharesHandlers } from './location-shares/location-shares.handlers.js';
import { EmergencyRepository } from './emergency/emergency.repository.js';
import { EmergencyHandlers } from './emergency/emergency.handlers.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyHandlers } from './privacy/privacy.handlers.js';
import { PrivacyEvents } from './privacy/privacy.events.js';
import { OutsideMailRepository } from './outside-mail/outside-mail.repository.js';
import { OutsideMail } from './outside-mail/outside-mail.js';
import { OutsideMailHandlers } from './outside-mail/outside-mail.handlers.js';
import { OutsideMailJobs } from './outside-mail/outside-mail.jobs.js';
import { DatePlansRepository } from './date-plans/date-plans.repository.js';
import { DatePlansHandlers } from './date-plans/date-plans.handlers.js';
import { DatePlansEvents } from './date-plans/date-plans.events.js';
import { HiddenWordsRepository } from './hidden-words/hidden-words.repository.js';
import { HiddenWordsHandlers } from './hidden-words/hidden-words.handlers.js';
import { CheckInsRepository } from './check-ins/check-ins.repository.js';
import { CheckInsHandlers } from './check-ins/check-ins.handlers.js';
import { CheckInsJobs } from './check-ins/check-ins.jobs.js';
import { CheckInsEvents } from './check-ins/check-ins.events.js';
import { CheckInEscalation } from './check-ins/check-in-escalation.js';
import { Pins } from './check-ins/pins.js';

@Module({
  imports: [PlatformModule.forService({ service: 'safety', migrations, config: safetyConfigShape }), NotificationsModule, MeetingModule],
  providers: [
    PeopleRepository,
    OwnPhotos,
    PeopleEvents,
    BlocksRepository,
    BlocksHandlers,
    ReportsRepository,
    ReportsHandlers,
    TrustedContactsRepository,
    TrustedContactsHandlers,
    OutgoingRepository,
    OutgoingJobs,
    LocationSharesRepository,
    LocationSharesJobs,
    LocationSharesHandlers,
    EmergencyRepository,
    EmergencyHandlers,
    PrivacyRepository,
    PrivacyHandlers,
    PrivacyEvents,
    OutsideMailRepository,
    OutsideMail,
    OutsideMailHandlers,
    OutsideMailJobs,
    DatePlansRepository,
    DatePlansHandlers,
    DatePlansEvents,
    HiddenWordsRepository,
    HiddenWordsHandlers,
    CheckInsRepository,
    CheckInEscalation,
    CheckInsJobs,
    CheckInsHandlers,
    CheckInsEvents,
    Pins,
  ],
})
export class SafetyModule {}
