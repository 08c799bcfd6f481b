import { Inject, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from '../logging/logger.js';
import { CONFIG, LOGGER } from '../messaging/tokens.js';
import { MAILER, Mailer } from './mailer.js';
import { createSmsSender, SmsSender } from './sms-sender.js';
import type { NotificationsConfig } from './notifications.config.js';

/** Closes the SMTP transport when the service stops. */
@Injectable()
class MailerShutdown implements OnModuleDestroy {
  constructor(@Inject(Mailer) private readonly mailer: Mailer) {}
  onModuleDestroy() {
    this.mailer.close();
  }
}

/**
 * Mail and SMS for a service: import it next to PlatformModule and merge `notificationsConfigShape`
 * into the service's config shape. Inject `Mailer` (or `MAILER`) and `SmsSender`.
 */
@Module({
  providers: [
    { provide: Mailer, useFactory: (config: NotificationsConfig) => new Mailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }), inject: [CONFIG] },
    { provide: MAILER, useExisting: Mailer },
    MailerShutdown,
    { provide: SmsSender, useFactory: (config: NotificationsConfig, logger: Logger) => createSmsSender(config, logger), inject: [CONFIG, LOGGER] },
  ],
  exports: [Mailer, MAILER, SmsSender],
})
export class NotificationsModule {}
