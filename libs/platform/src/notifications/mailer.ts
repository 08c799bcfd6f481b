import { createRequire } from 'node:module';
import type { Transporter } from 'nodemailer';

const require = createRequire(import.meta.url);

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on mail to outside addresses. */
  headers?: Record<string, string>;
}

export interface MailerOptions {
  /** smtp://host:port (Mailpit locally, any relay in production). */
  smtpUrl: string;
  /** The sender of every mail, e.g. `Converge <no-reply@converge.local>`. */
  from: string;
}

/**
 * Outgoing mail over SMTP (nodemailer). One pooled transport per process; a send resolves once the
 * server accepted the message, so a caller can tell the person "sent" only when it was.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: MailerOptions) {
    // Loaded here, by the services that send mail, not by every process that imports the platform.
    const nodemailer = require('nodemailer') as typeof import('nodemailer');
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.options.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

export const MAILER = Symbol('MAILER');
