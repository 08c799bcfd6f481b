import { Module } from '@nestjs/common';
import type { Logger } from '../logging/logger.js';
import { CONFIG, LOGGER } from '../messaging/tokens.js';
import { Mailer } from './mailer.js';
import { createSmsSender, SmsSender } from './sms-sender.js';
import type { NotificationsConfig } from './notifications.config.js';

/**
 * Mail and SMS for a service: import it next to PlatformModule and merge `notificationsConfigShape`
 * into the service's config shape. Inject `Mailer` and `SmsSender`.
 */
@Module({
  providers: [
    Mailer,
    { provide: SmsSender, useFactory: (config: NotificationsConfig, logger: Logger) => createSmsSender(config, logger), inject: [CONFIG, LOGGER] },
  ],
  exports: [Mailer, SmsSender],
})
export class NotificationsModule {}
