import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@converge/contracts';

/**
 * A venue's QR code is a plain URL, so the phone's own camera app opens it too:
 *   `${PUBLIC_URL}/checkin?v=<venueId>&s=<signature>`
 * where the signature is HMAC-SHA256(venue's qr_secret, "checkin:" + venueId), truncated to
 * 128 bits (base64url, 22 chars) to keep the code sparse enough to scan from across a bar.
 * A per-venue secret means rotating one venue's code never touches another's.
 */
const SIGNATURE_BYTES = 16;

export function newQrSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function signVenue(venueId: string, secret: string): string {
  return createHmac('sha256', secret).update(`checkin:${venueId}`).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
}

export function venueQrUrl(publicUrl: string, venueId: string, secret: string): string {
  const url = new URL('/checkin', publicUrl);
  url.searchParams.set('v', venueId);
  url.searchParams.set('s', signVenue(venueId, secret));
  return url.toString();
}

/** The query of a scanned check-in link (`http(s)://<any host>/checkin?…`, printed or display code); null for anything else. */
export function checkInLinkParams(code: string): URLSearchParams | null {
  let url: URL;
  try {
    url = new URL(code.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.pathname.replace(/\/+$/, '') !== '/checkin') return null;
  return url.searchParams;
}

/** Pulls venue id and signature out of a scanned code; null for anything that is not our link. */
export function parseQrCode(code: string): { venueId: string; signature: string } | null {
  const params = checkInLinkParams(code);
  if (!params) return null;
  const venueId = params.get('v');
  const signature = params.get('s');
  if (!venueId || !signature || !isUuid(venueId)) return null;
  return { venueId: venueId.toLowerCase(), signature };
}

/** Constant-time comparison of the presented signature with the expected one. */
export function verifyVenueSignature(venueId: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(signVenue(venueId, secret), 'utf8');
  const presented = Buffer.from(signature, 'utf8');
  // timingSafeEqual needs equal lengths; compare against itself so a wrong length costs the same.
  if (presented.length !== expected.length) {
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(presented, expected);
}
