import { createHmac, timingSafeEqual } from 'node:crypto';
import { DISPLAY_CODE_ACCEPT_SECONDS, DISPLAY_CODE_STEP_SECONDS, isUuid } from '@converge/contracts';
import { checkInLinkParams } from './qr-signature.js';

/**
 * The venue display code: a QR on a screen at the venue that changes every 30 seconds,
 * like a TOTP. It is a plain URL, so a phone's own camera opens it too:
 *   `${PUBLIC_URL}/checkin?v=<venueId>&t=<step>&d=<signature>`
 * step = floor(unix seconds / 30); signature = HMAC-SHA256(venue's qr_secret, "display:" + venueId + ":" + step),
 * truncated to 128 bits (base64url). The "display:" prefix keeps it apart from the printed code's
 * "checkin:" message, so one secret serves both and rotating the printed code rotates the display too.
 * A scan is accepted from the start of its step until 90 s after it (inclusive); a step from the future
 * is refused. A photographed code is worthless a minute and a half later; a spoofed GPS does not help.
 */
const SIGNATURE_BYTES = 16;
const STEP_MS = DISPLAY_CODE_STEP_SECONDS * 1000;
const ACCEPT_MS = DISPLAY_CODE_ACCEPT_SECONDS * 1000;

/** The step a moment falls in. */
export function displayStep(nowMs: number): number {
  return Math.floor(nowMs / STEP_MS);
}

export function stepStartMs(step: number): number {
  return step * STEP_MS;
}

export function signDisplayCode(venueId: string, step: number, secret: string): string {
  return createHmac('sha256', secret).update(`display:${venueId}:${step}`).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
}

export function displayCodeUrl(publicUrl: string, venueId: string, step: number, secret: string): string {
  const url = new URL('/checkin', publicUrl);
  url.searchParams.set('v', venueId);
  url.searchParams.set('t', String(step));
  url.searchParams.set('d', signDisplayCode(venueId, step, secret));
  return url.toString();
}

/** The code a screen shows now, with its timing. */
export function currentDisplayCode(publicUrl: string, venueId: string, secret: string, nowMs: number) {
  const step = displayStep(nowMs);
  return {
    step,
    url: displayCodeUrl(publicUrl, venueId, step, secret),
    validFromMs: stepStartMs(step),
    nextAtMs: stepStartMs(step + 1),
    acceptedUntilMs: stepStartMs(step) + ACCEPT_MS,
  };
}

/** Pulls venue id, step and signature out of a scanned display code; null for anything else. */
export function parseDisplayCode(code: string): { venueId: string; step: number; signature: string } | null {
  const params = checkInLinkParams(code);
  if (!params) return null;
  const venueId = params.get('v');
  const step = params.get('t');
  const signature = params.get('d');
  if (!venueId || !step || !signature || !isUuid(venueId) || !/^\d{1,12}$/.test(step)) return null;
  return { venueId: venueId.toLowerCase(), step: Number(step), signature };
}

/** True while a code of `step` may still check someone in: from its step's start to 90 s after it, inclusive. */
export function displayStepAccepted(step: number, nowMs: number): boolean {
  const age = nowMs - stepStartMs(step);
  return age >= 0 && age <= ACCEPT_MS;
}

/** The whole rule: the step is inside its window and the signature is the venue's (constant-time compare). */
export function verifyDisplayCode(venueId: string, step: number, signature: string, secret: string, nowMs: number): boolean {
  const expected = Buffer.from(signDisplayCode(venueId, step, secret), 'utf8');
  const presented = Buffer.from(signature, 'utf8');
  // Compare even when the step is out of its window or the length is wrong, so timing tells nothing.
  const same = presented.length === expected.length ? timingSafeEqual(presented, expected) : (timingSafeEqual(expected, expected), false);
  return same && displayStepAccepted(step, nowMs);
}
