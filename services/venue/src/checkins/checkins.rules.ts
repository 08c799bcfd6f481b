import type { CheckInResponse, Presence } from '@converge/contracts';
import { errors } from '../errors.js';
import { distanceKm } from '../venues/geo.js';
import { parseDisplayCode, verifyDisplayCode } from '../venues/display-code.js';
import { parseQrCode, verifyVenueSignature } from '../venues/qr-signature.js';
import { toCheckInVenue } from '../venues/venues.rules.js';
import type { VenueRow } from '../venues/venues.repository.js';

/** Why a check-in ended (stored in check_ins.end_reason and sent in CheckInEnded). */
export type EndReason = 'replaced' | 'expired' | 'checked_out' | 'deleted' | 'suspended';

/**
 * A scanned code: the venue's printed one (signed once with the venue's secret) or the one its screen
 * shows (signed per 30 s step).
 */
export type ScannedCode = { kind: 'qr'; venueId: string; signature: string } | { kind: 'display'; venueId: string; step: number; signature: string };

type CodeVenue = Pick<VenueRow, 'id' | 'qr_secret'>;
type PlacedVenue = Pick<VenueRow, 'name' | 'latitude' | 'longitude' | 'radius_m'>;

/**
 * A venue id is no proof of presence by itself: a check-in proves it with a position inside the venue's
 * radius or with the venue's code. Every bad code (forged, altered, foreign, unknown, expired) gets the
 * same answer, so the answer teaches nothing.
 */
export function readScannedCode(qrCode: string): ScannedCode {
  const printed = parseQrCode(qrCode);
  if (printed) return { kind: 'qr', ...printed };
  const shown = parseDisplayCode(qrCode);
  if (shown) return { kind: 'display', ...shown };
  throw errors.invalidCode();
}

/** The presence a code proves at the venue it names (null: no such active venue); a screen's code only while its step is accepted. */
export function presenceByCode(code: ScannedCode, venue: CodeVenue | null, nowMs: number): Presence {
  if (!venue) throw errors.invalidCode();
  const genuine = code.kind === 'qr' ? verifyVenueSignature(venue.id, code.signature, venue.qr_secret) : verifyDisplayCode(venue.id, code.step, code.signature, venue.qr_secret, nowMs);
  if (!genuine) throw errors.invalidCode();
  return code.kind;
}

/** A venue chosen from the list (null: no such active venue) needs the person's position inside its radius. */
export function presenceAtChosenVenue(venue: PlacedVenue | null, latitude: number | undefined, longitude: number | undefined): Presence {
  if (!venue) throw errors.venueNotFound();
  if (latitude === undefined || longitude === undefined) throw errors.presenceRequired();
  const metres = distanceKm(latitude, longitude, venue.latitude, venue.longitude) * 1000;
  if (metres > venue.radius_m) throw errors.notAtVenue(venue.name);
  return 'location';
}

/** The check-in as the person sees it. */
export function checkInView(id: string, venue: VenueRow, check: { mode: 'dating' | 'professional'; presence: Presence | null; startedAt: Date; expiresAt: Date }): CheckInResponse {
  return { id, venue: toCheckInVenue(venue), mode: check.mode, presence: check.presence, startedAt: check.startedAt.toISOString(), expiresAt: check.expiresAt.toISOString() };
}

/** CheckInEnded for one ended row: every end (replaced, expired, checked out, deleted, suspended) is announced once. */
export function checkInEnded(row: { id: string; user_id: string; venue_id: string; mode?: 'dating' | 'professional' }, reason: EndReason) {
  return { userId: row.user_id, venueId: row.venue_id, checkInId: row.id, reason, mode: row.mode };
}

/** Expiry jobs run at the end of each second: a check-in is ended by the job of the second it is due in. */
export const EXPIRY_STEP_MS = 1000;

/** When the job that ends a check-in expiring at `expiresAtMs` runs: the end of its second. */
export function expiryDue(expiresAtMs: number): number {
  return Math.ceil(expiresAtMs / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
}

/** That job's id, the same in every replica (BullMQ refuses an id that is only digits). */
export function expiryJobId(dueBy: number): string {
  return `due-${dueBy}`;
}
