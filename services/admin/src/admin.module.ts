import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { adminConfigShape } from './config.js';
import { AuditLog } from './audit/audit.repository.js';
import { AuditRpc } from './audit/audit.rpc.js';
import { BusinessRepository } from './businesses/business.repository.js';
import { BusinessRpc } from './businesses/business.rpc.js';
import { Notifications } from './notifications/notifications.service.js';
import { NotificationsRpc } from './notifications/notifications.rpc.js';
import { RolesRpc } from './roles/roles.rpc.js';
import { VenuesRpc } from './venues/venues.rpc.js';
import { AnalyticsEvents } from './analytics/analytics.events.js';
import { AnalyticsRepository } from './analytics/analytics.repository.js';
import { AnalyticsRpc } from './analytics/analytics.rpc.js';
import { UsersEvents } from './users/users.events.js';
import { UsersRpc } from './users/users.rpc.js';
import { ModerationEvents } from './moderation/moderation.events.js';
import { ModerationRpc } from './moderation/moderation.rpc.js';
import { VerificationAuditEvents } from './audit/verification-audit.events.js';

@Module({
  imports: [PlatformModule.forService({ service: 'admin', entities, migrations, config: adminConfigShape })],
  providers: [
    AuditLog,
    VerificationAuditEvents,
    AuditRpc,
    BusinessRepository,
    BusinessRpc,
    Notifications,
    NotificationsRpc,
    RolesRpc,
    VenuesRpc,
    AnalyticsEvents,
    AnalyticsRepository,
    AnalyticsRpc,
    UsersEvents,
    UsersRpc,
    ModerationEvents,
    ModerationRpc,
  ],
})
export class AdminModule {}
