import { newQrSecret, parseQrCode, signVenue, venueQrUrl, verifyVenueSignature } from './qr-signature.js';

const venueId = '0b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10';
const secret = newQrSecret();

describe('venue QR signatures', () => {
  test('a code printed for a venue parses and verifies', () => {
    const url = venueQrUrl('https://converge.example', venueId, secret);
    expect(url).toMatch(/^https:\/\/converge\.example\/checkin\?v=0b7d3f3e-[^&]+&s=[A-Za-z0-9_-]{22}$/);
    const parsed = parseQrCode(url)!;
    expect(parsed.venueId).toBe(venueId);
    expect(verifyVenueSignature(parsed.venueId, parsed.signature, secret)).toBe(true);
  });

  test('the signature is deterministic per venue and secret, and differs between venues and secrets', () => {
    expect(signVenue(venueId, secret)).toBe(signVenue(venueId, secret));
    expect(signVenue(venueId, secret)).not.toBe(signVenue('1b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10', secret));
    expect(signVenue(venueId, secret)).not.toBe(signVenue(venueId, newQrSecret()));
  });

  test('an altered signature, a truncated one, another venue’s secret or another venue id fail', () => {
    const good = signVenue(venueId, secret);
    const flipped = (good[0] === 'A' ? 'B' : 'A') + good.slice(1);
    expect(verifyVenueSignature(venueId, flipped, secret)).toBe(false);
    expect(verifyVenueSignature(venueId, good.slice(0, -1), secret)).toBe(false);
    expect(verifyVenueSignature(venueId, good + 'A', secret)).toBe(false);
    expect(verifyVenueSignature(venueId, good, newQrSecret())).toBe(false);
    expect(verifyVenueSignature('1b7d3f3e-3c1a-4e8e-9a57-7d2f1a4c9b10', good, secret)).toBe(false);
    expect(verifyVenueSignature(venueId, '', secret)).toBe(false);
  });

  test('anything that is not our check-in link is rejected before any lookup', () => {
    expect(parseQrCode('hello')).toBeNull();
    expect(parseQrCode('https://converge.example/other?v=' + venueId + '&s=x')).toBeNull();
    expect(parseQrCode('https://converge.example/checkin?v=not-a-uuid&s=x')).toBeNull();
    expect(parseQrCode('https://converge.example/checkin?v=' + venueId)).toBeNull();
    expect(parseQrCode('javascript:alert(1)//checkin?v=' + venueId + '&s=x')).toBeNull();
  });

  test('the host does not matter (the signature does), so a code survives a domain change', () => {
    const parsed = parseQrCode(venueQrUrl('http://localhost:8080', venueId, secret).replace('localhost:8080', 'other.example'))!;
    expect(verifyVenueSignature(parsed.venueId, parsed.signature, secret)).toBe(true);
  });
});
