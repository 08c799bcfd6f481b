import type { DocumentType, LivenessChallenge, VerificationLevel, VerificationStep } from '@converge/contracts';
import { verification } from '@/locales/verification';

/**
 * The words for the API's values (levels, steps, documents, liveness prompts, selfie poses) in the
 * person's language. The values stay English on the wire; only what is shown is translated.
 */
const LEVEL_KEYS = {
  unverified: 'level.unverified',
  basic: 'level.basic',
  enhanced: 'level.enhanced',
  premium: 'level.premium',
  ultra: 'level.ultra',
} as const satisfies Record<VerificationLevel, string>;

export const levelLabel = (level: VerificationLevel) => verification.t(LEVEL_KEYS[level]);

const STEP_KEYS = {
  phone: { title: 'step.phone.title', text: 'step.phone.text', approved: 'step.phone.approved', review: 'review.step.phone' },
  email: { title: 'step.email.title', text: 'step.email.text', approved: 'step.email.approved', review: 'review.step.email' },
  photo: { title: 'step.photo.title', text: 'step.photo.text', approved: 'step.photo.approved', review: 'review.step.photo' },
  id: { title: 'step.id.title', text: 'step.id.text', approved: 'step.id.approved', review: 'review.step.id' },
  liveness: { title: 'step.liveness.title', text: 'step.liveness.text', approved: 'step.liveness.approved', review: 'review.step.liveness' },
  social: { title: 'step.social.title', text: 'step.social.text', approved: 'step.social.approved', review: 'review.step.social' },
} as const satisfies Record<VerificationStep, Record<'title' | 'text' | 'approved' | 'review', string>>;

/** A step's card title, its one-line description, the toast when a reviewer approves it, and its name in the review queue. */
export const stepText = (step: VerificationStep, what: 'title' | 'text' | 'approved' | 'review') => verification.t(STEP_KEYS[step][what]);

const DOCUMENT_KEYS = {
  passport: 'document.passport',
  drivers_license: 'document.drivers_license',
  national_id: 'document.national_id',
} as const satisfies Record<DocumentType, string>;

/** A document type's name; an unknown one is shown as the server sent it. */
export const documentLabel = (type: string) => (type in DOCUMENT_KEYS ? verification.t(DOCUMENT_KEYS[type as DocumentType]) : type);

const CHALLENGE_KEYS = {
  blink: 'challenge.blink',
  turn_left: 'challenge.turn_left',
  smile: 'challenge.smile',
} as const satisfies Record<LivenessChallenge, string>;

/** A liveness prompt ("Turn your head left"); an unknown one reads as the server's word. */
export const challengeLabel = (challenge: string) => (challenge in CHALLENGE_KEYS ? verification.t(CHALLENGE_KEYS[challenge as LivenessChallenge]) : challenge.replace(/_/g, ' '));

/** The selfie poses identity picks from (its English words are the API's value). */
const POSE_KEYS: Record<string, Parameters<typeof verification.t>[0]> = {
  'Thumb up, left hand': 'pose.thumbUpLeft',
  'Thumb up, right hand': 'pose.thumbUpRight',
  'Peace sign, left hand': 'pose.peaceLeft',
  'Peace sign, right hand': 'pose.peaceRight',
  'Open palm next to your face, left hand': 'pose.palmLeft',
  'Open palm next to your face, right hand': 'pose.palmRight',
  'Touch your nose, right hand': 'pose.noseRight',
  'Touch your ear, left hand': 'pose.earLeft',
};

/** The pose to strike, in the person's language; a pose the web does not know yet is shown as the server wrote it. */
export const poseLabel = (pose: string) => (POSE_KEYS[pose] ? verification.t(POSE_KEYS[pose]) : pose);

const FLAG_KEYS: Record<string, Parameters<typeof verification.t>[0]> = {
  multiple_reports: 'flag.multiple_reports',
  reported: 'flag.reported',
  suspended: 'flag.suspended',
  location_jumps: 'flag.location_jumps',
};

/** The risk flags as a list in `language` ("reported, location jumps"); an unknown flag reads as the server's word. */
export const flagsLabel = (flags: string[], language: string) =>
  new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(flags.map((f) => (FLAG_KEYS[f] ? verification.t(FLAG_KEYS[f]) : f.replace(/_/g, ' '))));
