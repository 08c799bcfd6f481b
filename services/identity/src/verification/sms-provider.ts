import type { Logger } from '@converge/platform';

/** Sends a text message. Production plugs in a real provider (Twilio, Vonage, …) behind this. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/**
 * The development provider: writes the message to the log (where a developer reads the code) and
 * keeps the last few in memory for the in-process integration tests.
 */
export class LogSmsProvider implements SmsProvider {
  readonly sent: Array<{ to: string; text: string }> = [];

  constructor(private readonly logger: Logger) {}

  async send(to: string, text: string): Promise<void> {
    this.logger.info({ to, text }, 'SMS (development provider; not delivered)');
    this.sent.push({ to, text });
    if (this.sent.length > 100) this.sent.shift();
  }
}
