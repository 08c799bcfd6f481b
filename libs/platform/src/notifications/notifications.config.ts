import { z } from 'zod';

/**
 * Mail and SMS settings, merged into the config shape of every service that sends them
 * (`config: { ...notificationsConfigShape, ... }`). Defaults reach the local mail catcher.
 */
export const notificationsConfigShape = {
  /** Outgoing SMTP server; `npm start` runs MailDev on 1025, compose uses Mailpit. */
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  /** Sender of every mail. */
  MAIL_FROM: z.string().default('Converge <no-reply@converge.local>'),
  /** `log` (development: the text goes to the log, nothing is sent) or `twilio` (Twilio's REST API). */
  SMS_PROVIDER: z.enum(['log', 'twilio']).default('log'),
  TWILIO_ACCOUNT_SID: z.string().default(''),
  TWILIO_AUTH_TOKEN: z.string().default(''),
  /** The Twilio number (E.164) or messaging service id texts are sent from. */
  TWILIO_FROM: z.string().default(''),
};
const schema = z.object(notificationsConfigShape);
export type NotificationsConfig = z.infer<typeof schema>;
