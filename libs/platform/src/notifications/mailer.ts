import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Logger } from '../logging/logger.js';
import { CONFIG, LOGGER } from '../messaging/tokens.js';
import type { NotificationsConfig } from './notifications.config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail over SMTP (nodemailer). A failure throws: callers retry from a job, never inline. */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    @Inject(CONFIG) config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    this.logger.debug({ to: message.to, messageId: info.messageId }, 'mail sent');
    return { messageId: String(info.messageId) };
  }

  onModuleDestroy() {
    this.transport.close();
  }
}
