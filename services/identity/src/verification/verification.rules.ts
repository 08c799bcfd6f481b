import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  LIVENESS_CHALLENGES,
  LIVENESS_MAX_FRAMES,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_SENDS_PER_HOUR,
  VERIFICATION_LEVELS,
  VERIFICATION_STEPS,
  type LivenessChallenge,
  type VerificationLevel,
  type VerificationStep,
} from '@converge/contracts';
import { errors } from '../errors.js';

/**
 * Pure decisions of identity verification: the level and the score follow from the completed steps,
 * the risk score from the risk signals seen; the code rules decide a confirmation's outcome.
 */

/** What each level needs on top of the one below it. */
const LEVEL_REQUIREMENTS: Array<[VerificationLevel, VerificationStep[]]> = [
  ['basic', ['email', 'phone']],
  ['enhanced', ['photo']],
  ['premium', ['id']],
  ['ultra', ['liveness', 'social']],
];

/** Points per completed step; they add up to 100 (a verification score runs from 0 to 100). */
export const STEP_WEIGHTS: Record<VerificationStep, number> = { email: 15, phone: 15, photo: 20, id: 25, liveness: 15, social: 10 };

/** The highest level whose steps, and every lower level's, are all complete. */
export function levelFor(completed: Iterable<VerificationStep>): VerificationLevel {
  const done = new Set(completed);
  let level: VerificationLevel = 'unverified';
  for (const [next, steps] of LEVEL_REQUIREMENTS) {
    if (!steps.every((s) => done.has(s))) break;
    level = next;
  }
  return level;
}

export function scoreFor(completed: Iterable<VerificationStep>): number {
  let score = 0;
  for (const step of new Set(completed)) score += STEP_WEIGHTS[step] ?? 0;
  return Math.min(100, Math.max(0, score));
}

export function isVerifiedLevel(level: VerificationLevel): boolean {
  return levelRank(level) >= levelRank('basic');
}

export function levelRank(level: VerificationLevel): number {
  return VERIFICATION_LEVELS.indexOf(level);
}

/** The steps still missing for a target level, in the dashboard's order. */
export function stepsNeededFor(target: VerificationLevel, completed: Iterable<VerificationStep>): VerificationStep[] {
  const done = new Set(completed);
  const needed = new Set<VerificationStep>();
  for (const [level, steps] of LEVEL_REQUIREMENTS) {
    if (levelRank(level) > levelRank(target)) break;
    for (const s of steps) if (!done.has(s)) needed.add(s);
  }
  return VERIFICATION_STEPS.filter((s) => needed.has(s));
}

export interface RiskSignals {
  /** Distinct people who reported this person. */
  reporters: number;
  suspensions: number;
  positionJumps: number;
}

/** Each signal adds risk up to a cap; the total is clamped to 0–100. Flags name what raised it. */
export function riskFor(signals: RiskSignals): { riskScore: number; flags: string[] } {
  const flags: string[] = [];
  const reports = Math.min(60, signals.reporters * 20);
  const suspensions = Math.min(80, signals.suspensions * 40);
  const jumps = Math.min(30, signals.positionJumps * 10);
  if (signals.reporters >= 3) flags.push('multiple_reports');
  else if (signals.reporters > 0) flags.push('reported');
  if (signals.suspensions > 0) flags.push('suspended');
  if (signals.positionJumps > 0) flags.push('location_jumps');
  return { riskScore: Math.min(100, reports + suspensions + jumps), flags };
}

/** A 6-digit code, uniformly random (leading zeros allowed). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A code is stored as sha256(pepper, user, channel, code): useless without the server's pepper. */
export function hashCode(pepper: string, userId: string, channel: 'email' | 'phone', code: string): string {
  return createHash('sha256').update(`${pepper}\u0000${userId}\u0000${channel}\u0000${code}`).digest('hex');
}

export interface StoredCode {
  codeHash: string;
  attempts: number;
  expired: boolean;
}

export type CodeOutcome = { kind: 'ok' } | { kind: 'none' } | { kind: 'expired' } | { kind: 'too_many' } | { kind: 'wrong'; triesLeft: number };

/** Order matters: no code, then used-up tries (the 6th try fails even when right), then expiry, then the comparison. */
export function checkCode(stored: StoredCode | null, submittedHash: string): CodeOutcome {
  if (!stored) return { kind: 'none' };
  if (stored.attempts >= VERIFICATION_CODE_MAX_TRIES) return { kind: 'too_many' };
  if (stored.expired) return { kind: 'expired' };
  const a = Buffer.from(stored.codeHash, 'hex');
  const b = Buffer.from(submittedHash, 'hex');
  if (a.length === b.length && timingSafeEqual(a, b)) return { kind: 'ok' };
  return { kind: 'wrong', triesLeft: VERIFICATION_CODE_MAX_TRIES - stored.attempts - 1 };
}

export function maySendCode(sendsInLastHour: number): boolean {
  return sendsInLastHour < VERIFICATION_CODE_SENDS_PER_HOUR;
}

/** Selfie poses the server picks from, so an old photo of the person cannot pass. */
export const SELFIE_POSES = [
  'Thumb up, left hand',
  'Thumb up, right hand',
  'Peace sign, left hand',
  'Peace sign, right hand',
  'Open palm next to your face, left hand',
  'Open palm next to your face, right hand',
  'Touch your nose, right hand',
  'Touch your ear, left hand',
] as const;

export function pickPose(random: (n: number) => number = randomInt): string {
  return SELFIE_POSES[random(SELFIE_POSES.length)];
}

/** blink, turn_left and smile in a new random order (Fisher–Yates). */
export function shuffledChallenges(random: (n: number) => number = randomInt): LivenessChallenge[] {
  const order = [...LIVENESS_CHALLENGES];
  for (let i = order.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** The text a person puts in their public profile to prove they control it. */
export function newSocialCode(random: (n: number) => number = randomInt): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 8; i++) code += alphabet[random(alphabet.length)];
  return `converge-${code}`;
}

/** Shown in status only as much as the person needs to recognise it. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return email;
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(1, Math.min(6, local.length - 1)))}@${domain}`;
}

export function maskPhone(e164: string): string {
  return e164.length <= 4 ? e164 : `${e164.slice(0, 3)}${'•'.repeat(e164.length - 5)}${e164.slice(-2)}`;
}

/**
 * The number a phone code goes to, in E.164, from what a person types: spaces, dashes, dots and brackets
 * as people write them ("+44 7700 900123", "+1 (415) 555-2671"), an international "00" for "+", and
 * odd spaces pasted from elsewhere. A landline cannot receive the code and is refused; a number whose
 * length fits its country but whose range the numbering data does not list (new ranges, Ofcom's
 * 07700 900xxx used in examples, our own error message's among them) is accepted: the code proves it.
 */
const require = createRequire(import.meta.url);
// libphonenumber-js with its full numbering data (~6 MB resident) is loaded by the first phone number
// checked, not at start: phone verification is rare, the idle service stays small.
let parsePhone: typeof import('libphonenumber-js/max').parsePhoneNumberFromString | undefined;

export function phoneForCode(input: string): string | null {
  const typed = input
    .normalize('NFKC')
    .trim()
    .replace(/^00(?=[1-9])/, '+');
  if (!typed.startsWith('+') || /[^\d\s().+\-/]/.test(typed)) return null;
  parsePhone ??= (require('libphonenumber-js/max') as typeof import('libphonenumber-js/max')).parsePhoneNumberFromString;
  const parsed = parsePhone(typed);
  if (!parsed || !parsed.isPossible()) return null;
  const type = parsed.isValid() ? parsed.getType() : undefined;
  if (type && !['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER'].includes(type)) return null;
  return parsed.number;
}

/** A step takes a new challenge or submission only while it is neither verified nor under review (409 otherwise). */
export function assertStepOpen(state: string | undefined): void {
  if (state === 'verified') throw errors.alreadyVerified();
  if (state === 'pending') throw errors.underReview();
}

/**
 * The recorded liveness frames, in order, each naming its challenge: every challenge needs 1 to
 * LIVENESS_MAX_FRAMES frames, and a frame naming no challenge is refused (400). Returns the frames.
 */
export function checkLivenessFrames<F extends { challenge: string; uploadKey: string }>(frames: unknown): F[] {
  const list = (Array.isArray(frames) ? frames : []) as F[];
  for (const c of LIVENESS_CHALLENGES) {
    const n = list.filter((f) => f?.challenge === c).length;
    if (n < 1 || n > LIVENESS_MAX_FRAMES) throw errors.missingFrames();
  }
  if (list.some((f) => !(LIVENESS_CHALLENGES as readonly string[]).includes(f?.challenge))) throw errors.unknownFrame();
  return list;
}
