import {
  adminVenueInputSchema,
  COUNTRY_CODES,
  countryAt,
  VENUE_MEET_POINT_MAX_LENGTH,
  VENUE_MEET_POINTS_MAX,
  VENUE_RADIUS_MAX_M,
  VENUE_RADIUS_MIN_M,
  type AdminVenue,
  type AdminVenueInput,
  type Language,
} from '@converge/contracts';
import { problemOf, problemSentence, serverProblems, type FieldProblem } from '@/lib/error-sentence';

/**
 * The venue form checks with the server's own schema (libs/contracts), so the problems next to
 * each field are the ones the server would answer, said through the same issue sentences as a 400's
 * (`problemSentence`). The server checks again on every call.
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
  /** ISO 3166-1 alpha-2, or '' = from the location. */
  country: string;
  /** IANA zone, or '' = not set (the device's zone). */
  timeZone: string;
  /** The language the venue speaks: its staff's safety alerts are written in it. */
  language: Language;
};

type FieldKey = 'name' | 'address' | 'latitude' | 'longitude' | 'radiusM' | 'meetPoints' | 'phone' | 'country' | 'timeZone' | 'language';
export type VenueErrors = Partial<Record<FieldKey, FieldProblem>> & {
  /** One problem per meet point row, by index. */
  meetPointRows?: Record<number, FieldProblem>;
};

/** A new venue speaks the language of the admin who makes it until they choose another. */
export const emptyDraft = (language: Language = 'en'): VenueDraft => ({
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  radiusM: '150',
  meetPoints: ['Main Bar'],
  phone: '',
  country: '',
  timeZone: '',
  language,
});

export const draftFrom = (v: AdminVenue): VenueDraft => ({
  name: v.name,
  address: v.address,
  latitude: String(v.latitude),
  longitude: String(v.longitude),
  radiusM: String(v.radiusM),
  meetPoints: v.meetPoints.length ? [...v.meetPoints] : [''],
  phone: v.phone ?? '',
  country: v.countryFromLocation ? '' : (v.country ?? ''),
  timeZone: v.timeZone ?? '',
  language: v.language,
});

const FIELDS: FieldKey[] = ['name', 'address', 'latitude', 'longitude', 'radiusM', 'meetPoints', 'phone', 'country', 'timeZone', 'language'];

/** Folds problems (zod's or the server's `fields` and `issues`) into the form's errors by path; the first wins. */
function addError(errors: VenueErrors, path: ReadonlyArray<PropertyKey>, message: FieldProblem) {
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
    country: d.country === '' ? null : d.country,
    timeZone: d.timeZone === '' ? null : d.timeZone,
    language: d.language,
  };
  const parsed = adminVenueInputSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: VenueErrors = {};
  for (const issue of parsed.error.issues) addError(errors, issue.path, problemOf(issue));
  return { ok: false, errors };
}

/** The server's 400 (`fields` {"meetPoints.1": "..."} with `issues`) onto the form. */
export function serverFieldErrors(details: { fields?: unknown; issues?: unknown } | undefined): VenueErrors {
  const errors: VenueErrors = {};
  for (const [key, problem] of Object.entries(serverProblems(details))) {
    const path = key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    addError(errors, path, problem);
  }
  return errors;
}

/** A venue or settings problem (the form's own check or the server's) in the app's language, read when shown. */
export const venueMessage = problemSentence;
export const settingsMessage = problemSentence;

const regionNames = new Map<string, Intl.DisplayNames | null>();
/** "Germany" for "DE" in `language` ("Deutschland" in German; the code itself where the browser has no names). */
export function countryName(code: string, language = 'en'): string {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  return regionNames.get(language)?.of(code) ?? code;
}

const countryLists = new Map<string, ReadonlyArray<{ code: string; name: string }>>();
/** Every ISO 3166-1 country, named and sorted in `language`: the form's country list. */
export function countryOptions(language: string): ReadonlyArray<{ code: string; name: string }> {
  let list = countryLists.get(language);
  if (!list) {
    list = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => a.name.localeCompare(b.name, language));
    countryLists.set(language, list);
  }
  return list;
}

/** The country the typed coordinates fall in (what the server uses when none is chosen), or null. */
export function countryFromCoordinates(d: Pick<VenueDraft, 'latitude' | 'longitude'>): string | null {
  const [lat, lng] = [Number(d.latitude), Number(d.longitude)];
  if (d.latitude.trim() === '' || d.longitude.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return countryAt(lat, lng);
}

let allZones: string[] | undefined;
/**
 * The IANA zones to offer: the country's own (Intl.Locale's time zones) when the browser knows them,
 * else every zone the browser supports. The server checks the name against its own list again.
 */
export function timeZonesFor(country: string | null): string[] {
  if (country) {
    try {
      const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };
      const zones = locale.getTimeZones?.() ?? locale.timeZones;
      if (zones?.length) return [...zones].sort();
    } catch {
      // An old browser without Locale info: the full list below.
    }
  }
  try {
    return (allZones ??= Intl.supportedValuesOf('timeZone'));
  } catch {
    return ['UTC'];
  }
}

/** After a country change: keep a zone that still fits, take the only one a country has, else none. */
export function zoneForCountry(current: string, country: string | null): string {
  const zones = timeZonesFor(country);
  if (current && zones.includes(current)) return current;
  return country && zones.length === 1 ? zones[0]! : '';
}

/**
 * The errors left after the person changed `field`: its message goes once the new value is
 * right (another field's message stays until that one is fixed, and nothing new appears before Save).
 */
export function errorsAfterEdit(errors: VenueErrors, draft: VenueDraft, field: keyof VenueDraft): VenueErrors {
  const key = field as FieldKey;
  if (!errors[key] && !(key === 'meetPoints' && errors.meetPointRows)) return errors;
  const result = validateVenue(draft);
  const fresh: VenueErrors = result.ok ? {} : result.errors;
  const next: VenueErrors = { ...errors };
  if (fresh[key]) next[key] = fresh[key];
  else delete next[key];
  if (key === 'meetPoints') {
    const rows = Object.fromEntries(Object.entries(errors.meetPointRows ?? {}).flatMap(([i]) => (fresh.meetPointRows?.[Number(i)] ? [[i, fresh.meetPointRows[Number(i)]!]] : [])));
    if (Object.keys(rows).length) next.meetPointRows = rows;
    else delete next.meetPointRows;
  }
  return next;
}
