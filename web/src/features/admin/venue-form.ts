import { LATITUDE_MESSAGE, LONGITUDE_MESSAGE } from '@converge/contracts';
import type { AdminVenue } from './api/types';
import { venueRadius } from './api/types';
import type { VenueInput } from './api/admin-api';

/** Issue 14: the limits the server enforces on a venue, mirrored so the form can say so first. */
export const RADIUS_MIN = 25;
export const RADIUS_MAX = 500;
export const MEET_POINTS_MIN = 1;
export const MEET_POINTS_MAX = 10;
export const MEET_POINT_MAX_LENGTH = 40;
export const NAME_MAX_LENGTH = 120;

export const VENUE_MESSAGES = {
  name: 'Enter the venue name.',
  nameLength: `The name can be at most ${NAME_MAX_LENGTH} characters.`,
  address: 'Enter the venue address.',
  latitude: LATITUDE_MESSAGE,
  longitude: LONGITUDE_MESSAGE,
  radius: `The check-in radius must be between ${RADIUS_MIN} and ${RADIUS_MAX} m.`,
  meetPointsCount: `Give between ${MEET_POINTS_MIN} and ${MEET_POINTS_MAX} meet points.`,
  meetPointEmpty: 'A meet point cannot be empty.',
  meetPointLength: `A meet point can be at most ${MEET_POINT_MAX_LENGTH} characters.`,
  meetPointDuplicate: 'Each meet point must be different.',
  phone: 'Enter a phone number with digits, spaces, +, - or brackets.',
} as const;

/** What the form holds: text as typed. */
export type VenueDraft = {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  checkInRadius: string;
  meetPoints: string[];
  phone: string;
};

export type VenueErrors = Partial<Record<'name' | 'address' | 'latitude' | 'longitude' | 'checkInRadius' | 'meetPoints' | 'phone', string>> & {
  /** One message per meet point row, by index. */
  meetPointRows?: Record<number, string>;
};

export const emptyDraft = (): VenueDraft => ({
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  checkInRadius: '150',
  meetPoints: ['Main Bar'],
  phone: '',
});

export const draftFrom = (v: AdminVenue): VenueDraft => ({
  name: v.name,
  address: v.address,
  latitude: String(v.latitude),
  longitude: String(v.longitude),
  checkInRadius: String(venueRadius(v)),
  meetPoints: v.meetPoints.length ? [...v.meetPoints] : [''],
  phone: v.phone ?? '',
});

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** Checks a draft; returns the request body or the messages to show next to each field. */
export function validateVenue(d: VenueDraft): { ok: true; input: VenueInput } | { ok: false; errors: VenueErrors } {
  const errors: VenueErrors = {};
  const name = d.name.trim();
  if (!name) errors.name = VENUE_MESSAGES.name;
  else if (name.length > NAME_MAX_LENGTH) errors.name = VENUE_MESSAGES.nameLength;
  const address = d.address.trim();
  if (!address) errors.address = VENUE_MESSAGES.address;
  const latitude = num(d.latitude);
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) errors.latitude = VENUE_MESSAGES.latitude;
  const longitude = num(d.longitude);
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) errors.longitude = VENUE_MESSAGES.longitude;
  const radius = num(d.checkInRadius);
  if (!Number.isInteger(radius) || radius < RADIUS_MIN || radius > RADIUS_MAX) errors.checkInRadius = VENUE_MESSAGES.radius;

  const points = d.meetPoints.map((p) => p.trim());
  const rows: Record<number, string> = {};
  const seen = new Set<string>();
  points.forEach((p, i) => {
    if (!p) rows[i] = VENUE_MESSAGES.meetPointEmpty;
    else if (p.length > MEET_POINT_MAX_LENGTH) rows[i] = VENUE_MESSAGES.meetPointLength;
    else if (seen.has(p.toLowerCase())) rows[i] = VENUE_MESSAGES.meetPointDuplicate;
    seen.add(p.toLowerCase());
  });
  if (Object.keys(rows).length) errors.meetPointRows = rows;
  if (points.length < MEET_POINTS_MIN || points.length > MEET_POINTS_MAX) errors.meetPoints = VENUE_MESSAGES.meetPointsCount;

  const phone = d.phone.trim();
  if (phone && !/^\+?[0-9 ()-]{5,20}$/.test(phone)) errors.phone = VENUE_MESSAGES.phone;

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    input: { name, address, latitude, longitude, checkInRadius: radius, meetPoints: points, phone: phone || null },
  };
}

/** The server's 400 `fields` (field → message) folded into the form's errors. */
export function serverFieldErrors(fields: unknown): VenueErrors {
  const out: VenueErrors = {};
  if (!fields || typeof fields !== 'object') return out;
  for (const [key, message] of Object.entries(fields as Record<string, unknown>)) {
    const text = Array.isArray(message) ? String(message[0]) : String(message);
    const m = /^meetPoints\.(\d+)$/.exec(key);
    if (m) out.meetPointRows = { ...out.meetPointRows, [Number(m[1])]: text };
    else if (key === 'checkInRadiusMeters' || key === 'radius') out.checkInRadius = text;
    else if (key in emptyDraft()) (out as Record<string, string>)[key] = text;
  }
  return out;
}
