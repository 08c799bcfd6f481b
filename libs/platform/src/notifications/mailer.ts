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
  private transport?: Transporter;

  constructor(private readonly options: MailerOptions) {}

  async send(message: MailMessage): Promise<void> {
    // nodemailer (~40 modules, ~3 MB of heap kept) is loaded and its pool created by the first mail,
    // not at start: a service that sends none (most of the time, most replicas) carries none of it.
    this.transport ??= (require('nodemailer') as typeof import('nodemailer')).createTransport(this.options.smtpUrl);
    await this.transport.sendMail({ from: this.options.from, ...message });
  }

  /** Whether a mail was sent (tests: nothing is loaded at start). */
  get opened(): boolean {
    return this.transport !== undefined;
  }

  close(): void {
    this.transport?.close();
  }
}

export const MAILER = Symbol('MAILER');
