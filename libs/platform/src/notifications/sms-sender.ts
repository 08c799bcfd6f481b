import type { Logger } from '../logging/logger.js';
import type { NotificationsConfig } from './notifications.config.js';

/**
 * Sends a text message. Inject `SmsSender`; the provider follows SMS_PROVIDER. A failure throws:
 * callers retry from a job.
 */
export abstract class SmsSender {
  abstract readonly provider: string;
  abstract send(to: string, text: string): Promise<void>;
}

/** Development provider: writes the text to the log and sends nothing. */
export class LogOnlySmsSender extends SmsSender {
  readonly provider = 'log';
  constructor(private readonly logger: Logger) {
    super();
  }
  async send(to: string, text: string): Promise<void> {
    this.logger.info({ smsTo: to, smsText: text }, 'SMS (development provider: logged, not sent)');
  }
}

/** Twilio's REST API (Messages resource), chosen with SMS_PROVIDER=twilio. */
export class TwilioSmsSender extends SmsSender {
  readonly provider = 'twilio';
  constructor(
    private readonly config: Pick<NotificationsConfig, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM'>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    super();
    if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN || !config.TWILIO_FROM) {
      throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
    }
  }
  async send(to: string, text: string): Promise<void> {
    const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = this.config;
    const body = new URLSearchParams({ To: to, Body: text, ...(from.startsWith('MG') ? { MessagingServiceSid: from } : { From: from }) });
    const response = await this.fetchImpl(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

export function createSmsSender(config: NotificationsConfig, logger: Logger): SmsSender {
  return config.SMS_PROVIDER === 'twilio' ? new TwilioSmsSender(config) : new LogOnlySmsSender(logger);
}
