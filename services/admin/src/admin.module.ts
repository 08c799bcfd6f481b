import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { adminConfigShape } from './config.js';
import { AuditRepository } from './audit/audit.repository.js';
import { AuditHandlers } from './audit/audit.handlers.js';
import { AuditEvents } from './audit/audit.events.js';
import { BusinessesRepository } from './businesses/businesses.repository.js';
import { BusinessesHandlers } from './businesses/businesses.handlers.js';
import { NotificationsRepository } from './notifications/notifications.repository.js';
import { AdminNotifier } from './notifications/admin-notifier.js';
import { NotificationsHandlers } from './notifications/notifications.handlers.js';
import { RolesHandlers } from './roles/roles.handlers.js';
import { VenuesHandlers } from './venues/venues.handlers.js';
import { AnalyticsRepository } from './analytics/analytics.repository.js';
import { AnalyticsHandlers } from './analytics/analytics.handlers.js';
import { AnalyticsEvents } from './analytics/analytics.events.js';
import { UsersRepository } from './users/users.repository.js';
import { UsersHandlers } from './users/users.handlers.js';
import { UsersEvents } from './users/users.events.js';
import { ModerationRepository } from './moderation/moderation.repository.js';
import { ModerationHandlers } from './moderation/moderation.handlers.js';
import { ModerationEvents } from './moderation/moderation.events.js';

// The admin service has no TypeORM entities: every read and write is SQL in a repository.
@Module({
  imports: [PlatformModule.forService({ service: 'admin', migrations, config: adminConfigShape })],
  providers: [
    AuditRepository,
    AuditHandlers,
    AuditEvents,
    BusinessesRepository,
    BusinessesHandlers,
    NotificationsRepository,
    AdminNotifier,
    NotificationsHandlers,
    RolesHandlers,
    VenuesHandlers,
    AnalyticsRepository,
    AnalyticsHandlers,
    AnalyticsEvents,
    UsersRepository,
    UsersHandlers,
    UsersEvents,
    ModerationRepository,
    ModerationHandlers,
    ModerationEvents,
  ],
})
export class AdminModule {}
