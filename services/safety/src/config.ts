import { z } from 'zod';
import { CHECK_IN_GRACE_SECONDS, CHECK_IN_MIN_AHEAD_MS, LOCATION_SHARE_DURATION_MS } from '@converge/contracts';
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
  /** "Check on me": no safe answer this long after the check-in's time and trusted contacts are alerted. */
  SAFETY_CHECKIN_GRACE_SECONDS: z.coerce.number().int().positive().default(CHECK_IN_GRACE_SECONDS),
  /** The soonest a check-in may be due (1 minute; tests lower it to make due checks fast). */
  SAFETY_CHECKIN_MIN_AHEAD_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(CHECK_IN_MIN_AHEAD_MS / 1000),
  /** After 5 wrong PINs, each further answer waits this long after the last wrong one (429). */
  SAFETY_PIN_SLOWDOWN_SECONDS: z.coerce.number().int().positive().default(60),
  /** argon2id cost of PIN hashes (OWASP's minimum: 19 MiB, 2 iterations). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(2).default(2),
};
const schema = z.object(safetyConfigShape);
export type SafetyConfig = z.infer<typeof schema>;
