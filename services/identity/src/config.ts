import { z } from 'zod';
import { notificationsConfigShape } from '@converge/platform';
import { DEFAULT_FACE_THRESHOLDS } from './face/face-check.rules.js';
import { DEFAULT_LIVENESS_THRESHOLDS } from './face/liveness.rules.js';

/** Settings of the identity service beyond the platform's base config (zod shape). */
export const identityConfigShape = {
  /** Comma-separated emails that get the platform role `admin` at registration and sign-in; the first is `super_admin`. */
  ADMIN_EMAILS: z.string().default(''),
  /** Where photos live with the local-disk storage (shared with the gateway, which serves them). */
  STORAGE_DIR: z.string().default('.data/photos'),
  /** argon2id cost; never below OWASP's minimum (19 MiB, 2 iterations, parallelism 1). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(2).default(2),
  /** Outgoing mail and SMS (verification codes). */
  ...notificationsConfigShape,
  /** Secret mixed into every stored verification code hash; set a long random value in production. */
  VERIFICATION_CODE_PEPPER: z.string().min(16).default('development-only-verification-pepper'),
  /** Private storage of selfies, documents and liveness frames until a reviewer decides (never served publicly). */
  VERIFICATION_STORAGE_DIR: z.string().default('.data/verification'),
  /** Web push VAPID keys (base64url, `npx web-push generate-vapid-keys`). Empty: a pair is made at start (dev/test only). */
  VAPID_PUBLIC_KEY: z.string().default(''),
  VAPID_PRIVATE_KEY: z.string().default(''),
  VAPID_SUBJECT: z.string().default('mailto:push@converge.example'),
  /**
   * How long a "has the app open" answer is reused before a message's push asks Redis again. Every
   * socket close is announced to this cache at once (presence-cache.ts); the lifetime only bounds a
   * lost announcement or a crashed gateway's lapsed lease. 0: ask Redis for every message.
   */
  PRESENCE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Tests only: accept http:// push endpoints (a local push service). Production endpoints are https. */
  PUSH_ALLOW_HTTP_ENDPOINTS: z.stringbool().default(false),
  /** Wrong passwords on one account before its owner is emailed "someone is trying to sign in" (once per attack). */
  SIGNIN_WARNING_AFTER_FAILURES: z.coerce.number().int().positive().default(10),
  /** An attack on an account ends after this long without a wrong password; the next one is counted (and warned of) afresh. */
  SIGNIN_ATTACK_QUIET_HOURS: z.coerce.number().positive().default(24),
  /**
   * A photo whose nudity score (nsfwjs: Porn + Hentai + half of Sexy) reaches this is held for an
   * admin instead of published. Tests lower it to hold an ordinary picture.
   */
  PHOTO_SCREEN_THRESHOLD: z.coerce.number().min(0).max(1).default(0.7),
  /** A photo still unscreened this long after it was queued is queued again by the sweeper (lost job, crashed worker). */
  PHOTO_SCREEN_RETRY_SECONDS: z.coerce.number().int().positive().default(120),
  /**
   * Face Check of the selfie step (cosine similarity of the selfie's face embedding with the faces in
   * the profile photos): at or above APPROVE approved at once, below REFUSE refused, between the two a
   * reviewer decides. Chosen on the shipped test set (`npm run bench -- faces`); tests move them.
   */
  /** Off: every selfie goes straight to the human review queue, as before Face Check (an operator's switch). */
  FACE_CHECK_ENABLED: z.stringbool().default(true),
  FACE_MATCH_APPROVE: z.coerce.number().min(-1).max(1).default(DEFAULT_FACE_THRESHOLDS.approve),
  FACE_MATCH_REFUSE: z.coerce.number().min(-1).max(1).default(DEFAULT_FACE_THRESHOLDS.refuse),
  /** Anti-spoof and liveness scores (0–1) below which a selfie is refused as not a live face. */
  FACE_MIN_REAL: z.coerce.number().min(0).max(1).default(DEFAULT_FACE_THRESHOLDS.real),
  FACE_MIN_LIVE: z.coerce.number().min(0).max(1).default(DEFAULT_FACE_THRESHOLDS.live),
  /** An approved face this similar to another account's raises a "possible duplicate account" case. */
  FACE_DUPLICATE_THRESHOLD: z.coerce.number().min(-1).max(1).default(0.75),
  /** A selfie still unchecked this long after it was queued is queued again; after FACE_CHECK_MAX_ATTEMPTS a reviewer decides. */
  /**
   * The liveness recording by the face model (liveness.rules.ts): the lowest similarity between two
   * frames' faces to approve / below which it is refused; degrees of the head turn and rises of the
   * smile score seen / clearly missing (refused); the share the eyes close for a blink to be seen (not
   * seeing one sends the recording to a reviewer). Chosen on sequences built from the test set.
   */
  LIVENESS_SAME_FACE_APPROVE: z.coerce.number().min(-1).max(1).default(DEFAULT_LIVENESS_THRESHOLDS.sameApprove),
  LIVENESS_SAME_FACE_REFUSE: z.coerce.number().min(-1).max(1).default(DEFAULT_LIVENESS_THRESHOLDS.sameRefuse),
  LIVENESS_TURN_SEEN: z.coerce.number().default(DEFAULT_LIVENESS_THRESHOLDS.turnSeen),
  LIVENESS_TURN_MISSING: z.coerce.number().default(DEFAULT_LIVENESS_THRESHOLDS.turnMissing),
  LIVENESS_SMILE_SEEN: z.coerce.number().default(DEFAULT_LIVENESS_THRESHOLDS.smileSeen),
  LIVENESS_SMILE_MISSING: z.coerce.number().default(DEFAULT_LIVENESS_THRESHOLDS.smileMissing),
  LIVENESS_BLINK_SEEN: z.coerce.number().default(DEFAULT_LIVENESS_THRESHOLDS.blinkSeen),
  FACE_CHECK_RETRY_SECONDS: z.coerce.number().int().positive().default(180),
  FACE_CHECK_MAX_ATTEMPTS: z.coerce.number().int().positive().default(3),
};

const schema = z.object(identityConfigShape);
export type IdentityConfig = z.infer<typeof schema>;
