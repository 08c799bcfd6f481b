import { z } from 'zod';
import { text } from './text.js';

/**
 * Identity verification: the status, the levels (basic, enhanced, ultra), the step calls and the six steps.
 * Levels, scores and the risk score are derived by the identity service from the steps and the risk
 * signals it has seen; nothing here is ever set by a client.
 */

export const VERIFICATION_STEPS = ['phone', 'email', 'photo', 'id', 'liveness', 'social'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];
export const VERIFICATION_LEVELS = ['unverified', 'basic', 'enhanced', 'premium', 'ultra'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];
/** The client may ask for enhanced or ultra. */
export const TARGET_LEVELS = ['enhanced', 'ultra'] as const;
export const DOCUMENT_TYPES = ['passport', 'drivers_license', 'national_id'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  passport: 'Passport',
  drivers_license: "Driver's licence",
  national_id: 'National ID card',
};
export const LIVENESS_CHALLENGES = ['blink', 'turn_left', 'smile'] as const;
export type LivenessChallenge = (typeof LIVENESS_CHALLENGES)[number];
export const LIVENESS_CHALLENGE_LABELS: Record<LivenessChallenge, string> = { blink: 'Blink', turn_left: 'Turn your head left', smile: 'Smile' };
/** Frames a client may send per liveness challenge. */
export const LIVENESS_MAX_FRAMES = 4;
/** Progress = completed steps / 6. */
export const VERIFICATION_STEP_COUNT = VERIFICATION_STEPS.length;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const VERIFICATION_CODE_SENDS_PER_HOUR = 5;
export const REVIEW_REASON_MAX = 500;

export const VERIFICATION_MESSAGES = {
  codeFormat: 'Please enter the 6-digit code.',
  wrongCode: (left: number) => `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  tooManyTries: 'Too many wrong codes. Please request a new code.',
  expiredCode: 'This code has expired. Please request a new one.',
  noCode: 'Please request a code first.',
  tooManySends: 'Too many codes sent. Please wait an hour and try again.',
  invalidPhone: 'Please enter a valid phone number with its country code, e.g. +44 7700 900123.',
  alreadyVerified: 'This step is already verified.',
  underReview: 'This step is already being reviewed.',
  needsChallenge: 'Please start this step again to get a new challenge.',
  missingImage: 'Please take or choose a photo.',
  missingFrames: 'Please record every challenge.',
  invalidUrl: 'Please enter the full address of a public profile, starting with https://',
  reviewNotFound: 'Verification request not found',
  adminOnly: "You don't have permission to review verifications.",
  reasonRequired: 'Please give a reason for rejecting.',
} as const;

const code = text({ error: VERIFICATION_MESSAGES.codeFormat })
  .trim()
  .regex(/^\d{6}$/, VERIFICATION_MESSAGES.codeFormat);

export const verificationStartSchema = z.object({
  targetLevel: z.enum(TARGET_LEVELS, { error: 'targetLevel must be enhanced or ultra.' }),
});
export type VerificationStartInput = z.infer<typeof verificationStartSchema>;

export const verificationCodeSchema = z.object({ code });
export type VerificationCodeInput = z.infer<typeof verificationCodeSchema>;

/** The service parses the number with libphonenumber-js; this only bounds the input. */
export const verificationPhoneSchema = z.object({
  phoneNumber: text({ error: VERIFICATION_MESSAGES.invalidPhone }).trim().min(4, VERIFICATION_MESSAGES.invalidPhone).max(32, VERIFICATION_MESSAGES.invalidPhone),
});
export type VerificationPhoneInput = z.infer<typeof verificationPhoneSchema>;

export const verificationDocumentTypeSchema = z.enum(DOCUMENT_TYPES, { error: "Please choose a passport, driver's licence or national ID card." });

export const verificationSocialSchema = z.object({
  profileUrl: text({ error: VERIFICATION_MESSAGES.invalidUrl })
    .trim()
    .max(500, VERIFICATION_MESSAGES.invalidUrl)
    .regex(/^https:\/\/[^\s/$.?#][^\s]*$/i, VERIFICATION_MESSAGES.invalidUrl),
});
export type VerificationSocialInput = z.infer<typeof verificationSocialSchema>;

export const verificationDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject.' }),
    reason: text().trim().max(REVIEW_REASON_MAX, `A reason can have at most ${REVIEW_REASON_MAX} characters.`).default(''),
  })
  .refine((d) => d.decision === 'approve' || d.reason.length > 0, { message: VERIFICATION_MESSAGES.reasonRequired, path: ['reason'] });
export type VerificationDecisionInput = z.infer<typeof verificationDecisionSchema>;

export const reviewIdSchema = z.uuid({ error: VERIFICATION_MESSAGES.reviewNotFound });

/** One step as the dashboard shows it. */
export const stepStateSchema = z.enum(['not_started', 'code_sent', 'pending', 'verified', 'rejected']);
export type StepState = z.infer<typeof stepStateSchema>;

export const verificationStatusSchema = z.object({
  isVerified: z.boolean(),
  verificationLevel: z.enum(VERIFICATION_LEVELS),
  verificationScore: z.number().int().min(0).max(100),
  riskScore: z.number().int().min(0).max(100),
  verificationFlags: z.array(text()),
  steps: z.object({ phone: z.boolean(), email: z.boolean(), photo: z.boolean(), id: z.boolean(), liveness: z.boolean(), social: z.boolean() }),
  /** Steps waiting for a reviewer. */
  pending: z.array(z.enum(VERIFICATION_STEPS)),
  completedSteps: z.number().int().min(0).max(VERIFICATION_STEP_COUNT),
  /** completed / 6, 0..1. */
  progress: z.number().min(0).max(1),
  details: z.record(z.enum(VERIFICATION_STEPS), z.object({ state: stepStateSchema, reason: text().nullable(), updatedAt: text().nullable(), target: text().nullable() })),
  /** The server-chosen selfie pose, liveness order and social code currently issued (null when none). */
  photoPose: text().nullable(),
  livenessChallenges: z.array(z.enum(LIVENESS_CHALLENGES)).nullable(),
  socialCode: text().nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const verificationStartResponseSchema = z.object({
  targetLevel: z.enum(TARGET_LEVELS),
  currentLevel: z.enum(VERIFICATION_LEVELS),
  stepsNeeded: z.array(z.enum(VERIFICATION_STEPS)),
});
export type VerificationStartResponse = z.infer<typeof verificationStartResponseSchema>;

export const codeSentResponseSchema = z.object({ sent: z.literal(true), expiresAt: text(), target: text() });
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const selfieScoresSchema = z.object({
  faces: z.number().int(),
  real: z.number().nullable(),
  live: z.number().nullable(),
  similarity: z.number().nullable(),
  profileFaces: z.number().int(),
});

/**
 * The face model's scores on a liveness recording: frames, those with one face, the lowest anti-spoof
 * and liveness scores, the lowest similarity between two frames' faces (1: one face throughout), the
 * degrees the head turned left, the rise of the smile score and the share the eyes closed, each under its
 * prompt against the other frames (null: not measured).
 */
export const livenessScoresSchema = z.object({
  frames: z.number().int(),
  framesWithFace: z.number().int(),
  real: z.number().nullable(),
  live: z.number().nullable(),
  sameFace: z.number().nullable(),
  turn: z.number().nullable(),
  smile: z.number().nullable(),
  blink: z.number().nullable(),
});
export type LivenessScoresView = z.infer<typeof livenessScoresSchema>;

export const reviewItemSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  displayName: text().nullable(),
  email: text(),
  step: z.enum(VERIFICATION_STEPS),
  submittedAt: text(),
  details: z.record(text(), z.unknown()),
  /** The nudity screening of the images: `held` means likely nudity (the web blurs them), `pending` not checked yet. */
  screening: z.enum(['pending', 'passed', 'held']),
  nudityScore: z.number().nullable(),
  /**
   * Face Check of a selfie or a liveness recording: `pending` while the model has not decided (such a
   * review is not in the queue), `done` with its scores when it left the decision to a reviewer, `failed`
   * when the model could not run; `none` for the other steps. Selfie: similarity is the best cosine
   * similarity with a profile photo's face. Recording: see livenessScoresSchema.
   */
  faceCheck: z.enum(['none', 'pending', 'done', 'failed']),
  faceScores: z.union([selfieScoresSchema, livenessScoresSchema]).nullable(),
  /** Only in the single-item answer: the submitted images as data URLs, and the profile photos to compare. */
  media: z.array(z.object({ label: text(), dataUrl: text() })).optional(),
  profilePhotos: z.array(text()).optional(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewDecisionResponseSchema = z.object({
  id: z.uuid(),
  decision: z.enum(['approve', 'reject']),
  verificationLevel: z.enum(VERIFICATION_LEVELS),
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

// ---- Challenges ----
/** POST /api/verification/photo/challenge: the pose to copy in the selfie. */
export const photoChallengeSchema = z.object({ pose: z.string() });
export type PhotoChallenge = z.infer<typeof photoChallengeSchema>;
/** POST /api/verification/liveness/challenge: the challenges, in the order to perform them. */
export const livenessChallengeSchema = z.object({ challenges: z.array(z.enum(LIVENESS_CHALLENGES)) });
export type LivenessChallengeSet = z.infer<typeof livenessChallengeSchema>;
/** POST /api/verification/social: the code to put on the named social profile. */
export const socialChallengeSchema = z.object({ profileUrl: z.string(), code: z.string() });
export type SocialChallenge = z.infer<typeof socialChallengeSchema>;

/*
 * RPC payloads (beside the actor) of the verification handlers: the gateway stages uploads and sends
 * their keys; fields the handler checks itself are declared loosely, so its own error decides.
 */
/** verification.submitPhoto. */
export const submitPhotoPayloadSchema = z.object({ uploadKey: z.string() });
/** verification.submitDocument: the document type is checked by the handler against DOCUMENT_TYPES. */
export const submitDocumentPayloadSchema = z.object({ documentType: z.unknown().optional(), uploadKey: z.string() });
/** verification.submitLiveness: the challenges in the order followed and the frames, checked by the handler. */
export const submitLivenessPayloadSchema = z.object({ challenges: z.unknown().optional(), frames: z.unknown().optional() });
/** verification.review. */
export const reviewIdPayloadSchema = z.object({ reviewId: z.string() });
/** verification.decide: the handler checks the decision with verificationDecisionSchema. */
export const decideReviewPayloadSchema = z.object({ reviewId: z.string(), decision: z.unknown().optional(), reason: z.unknown().optional() });
