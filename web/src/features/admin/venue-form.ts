import {
  adminVenueInputSchema,
  VENUE_MEET_POINT_MAX_LENGTH,
  VENUE_MEET_POINTS_MAX,
  VENUE_RADIUS_MAX_M,
  VENUE_RADIUS_MIN_M,
  type AdminVenue,
  type AdminVenueInput,
} from '@converge/contracts';

/**
 * The venue form checks with the server's own schema (libs/contracts), so the messages next to
 * each field are the ones the server would answer. The server checks again on every call.
 */
export const RADIUS_MIN = VENUE_RADIUS_MIN_M;
export const RADIUS_MAX = VENUE_RADIUS_MAX_M;
export const MEET_POINTS_MAX = VENUE_MEET_POINTS_MAX;
export const MEET_POINT_MAX_LENGTH = VENUE_MEET_POINT_MAX_LENGTH;

/** What the form holds: text as typed. */
export type VenueDraft = {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  radiusM: string;
  meetPoints: string[];
  phone: string;
};

type FieldKey = 'name' | 'address' | 'latitude' | 'longitude' | 'radiusM' | 'meetPoints' | 'phone';
export type VenueErrors = Partial<Record<FieldKey, string>> & {
  /** One message per meet point row, by index. */
  meetPointRows?: Record<number, string>;
};

export const emptyDraft = (): VenueDraft => ({
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  radiusM: '150',
  meetPoints: ['Main Bar'],
  phone: '',
});

export const draftFrom = (v: AdminVenue): VenueDraft => ({
  name: v.name,
  address: v.address,
  latitude: String(v.latitude),
  longitude: String(v.longitude),
  radiusM: String(v.radiusM),
  meetPoints: v.meetPoints.length ? [...v.meetPoints] : [''],
  phone: v.phone ?? '',
});

const FIELDS: FieldKey[] = ['name', 'address', 'latitude', 'longitude', 'radiusM', 'meetPoints', 'phone'];

/** Folds `{path, message}` issues (zod's or the server's `fields`) into the form's errors; first message wins. */
function addError(errors: VenueErrors, path: ReadonlyArray<PropertyKey>, message: string) {
  const [field, index] = path;
  if (field === 'meetPoints' && typeof index === 'number') {
    errors.meetPointRows ??= {};
    errors.meetPointRows[index] ??= message;
  } else if (typeof field === 'string' && (FIELDS as string[]).includes(field)) {
    errors[field as FieldKey] ??= message;
  }
}

/** Checks a draft; returns the request body or the messages to show next to each field. */
export function validateVenue(d: VenueDraft): { ok: true; input: AdminVenueInput } | { ok: false; errors: VenueErrors } {
  const raw = {
    name: d.name,
    address: d.address,
    latitude: d.latitude.trim() === '' ? undefined : d.latitude,
    longitude: d.longitude.trim() === '' ? undefined : d.longitude,
    radiusM: d.radiusM.trim() === '' ? undefined : d.radiusM.trim(),
    meetPoints: d.meetPoints,
    phone: d.phone.trim() === '' ? null : d.phone,
  };
  const parsed = adminVenueInputSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: VenueErrors = {};
  for (const issue of parsed.error.issues) addError(errors, issue.path, issue.message);
  return { ok: false, errors };
}

/** The server's 400 `fields` ({"meetPoints.1": "...", name: "..."}) onto the form. */
export function serverFieldErrors(fields: unknown): VenueErrors {
  const errors: VenueErrors = {};
  if (!fields || typeof fields !== 'object') return errors;
  for (const [key, message] of Object.entries(fields as Record<string, unknown>)) {
    const text = Array.isArray(message) ? String(message[0]) : String(message);
    const path = key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    addError(errors, path, text);
  }
  return errors;
}
