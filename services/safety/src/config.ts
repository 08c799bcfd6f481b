import { z } from 'zod';
import { LOCATION_SHARE_DURATION_MS } from '@converge/contracts';
import { notificationsConfigShape } from '@converge/platform';
import { meetingConfigShape } from './meeting/meeting.config.js';

/** Settings of the safety service beyond the platform's base config (zod shape). */
export const safetyConfigShape = {
  ...meetingConfigShape,
  ...notificationsConfigShape,
  /** The address people reach: links to the public location page in mails and texts. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** How long a location share lasts. */
  LOCATION_SHARE_DURATION_MS: z.coerce.number().int().positive().default(LOCATION_SHARE_DURATION_MS),
  /** An undelivered mail/SMS this old is picked up by the sweeper (its job was lost). */
  OUTGOING_SWEEP_AFTER_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Signs the unsubscribe links of mail to outside addresses and keys the stored opt-outs.
   * Set a long random value in production and keep it: a new one voids every link and every opt-out.
   */
  UNSUBSCRIBE_SECRET: z.string().min(16).default('development-only-unsubscribe-secret'),
};
const schema = z.object(safetyConfigShape);
export type SafetyConfig = z.infer<typeof schema>;
