import {
  adminVenueInputSchema,
  COUNTRY_CODES,
  countryAt,
  LATITUDE_MESSAGE,
  LONGITUDE_MESSAGE,
  unsafeTextMessage,
  VENUE_MEET_POINT_MAX_LENGTH,
  VENUE_MEET_POINTS_MAX,
  VENUE_RADIUS_MAX_M,
  VENUE_RADIUS_MIN_M,
  LANGUAGES,
  type AdminVenue,
  type AdminVenueInput,
  type Language,
} from '@converge/contracts';
import { adminBusiness } from '@/locales/admin-business';
import { formatNumber } from './format';

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
  /** ISO 3166-1 alpha-2, or '' = from the location. */
  country: string;
  /** IANA zone, or '' = not set (the device's zone). */
  timeZone: string;
  /** The language the venue speaks: its staff's safety alerts are written in it. */
  language: Language;
};

type FieldKey = 'name' | 'address' | 'latitude' | 'longitude' | 'radiusM' | 'meetPoints' | 'phone' | 'country' | 'timeZone' | 'language';
export type VenueErrors = Partial<Record<FieldKey, string>> & {
  /** One message per meet point row, by index. */
  meetPointRows?: Record<number, string>;
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
    country: d.country === '' ? null : d.country,
    timeZone: d.timeZone === '' ? null : d.timeZone,
    language: d.language,
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

type Say = { key: Parameters<typeof adminBusiness.t>[0]; args?: Record<string, string> };
let sayings: Map<string, () => Say> | undefined;
/**
 * The schema's English messages (libs/contracts) and what each is in the app's language. A message
 * not listed (a newer server's) shows as it came.
 */
function knownMessages(): Map<string, () => Say> {
  if (sayings) return sayings;
  const n = (value: number) => formatNumber(value);
  const radius = `Check-in radius must be between ${RADIUS_MIN} and ${RADIUS_MAX} m.`;
  const label = (key: 'form.name' | 'form.address' | 'form.meetPoints') => adminBusiness.t(key);
  const entries: Array<[string, () => Say]> = [
    ['Name is required.', () => ({ key: 'error.nameRequired' })],
    ['Name can have at most 100 characters.', () => ({ key: 'error.nameTooLong', args: { max: n(100) } })],
    ['Address is required.', () => ({ key: 'error.addressRequired' })],
    ['Address can have at most 200 characters.', () => ({ key: 'error.addressTooLong', args: { max: n(200) } })],
    [LATITUDE_MESSAGE, () => ({ key: 'error.latitude' })],
    [LONGITUDE_MESSAGE, () => ({ key: 'error.longitude' })],
    ['Check-in radius must be a number of metres.', () => ({ key: 'error.radiusNumber' })],
    ['Check-in radius must be whole metres.', () => ({ key: 'error.radiusWhole' })],
    [radius, () => ({ key: 'error.radiusRange', args: { min: n(RADIUS_MIN), max: n(RADIUS_MAX) } })],
    ['A meet point cannot be empty.', () => ({ key: 'error.meetPointEmpty' })],
    [`Each meet point can have at most ${MEET_POINT_MAX_LENGTH} characters.`, () => ({ key: 'error.meetPointTooLong', args: { max: n(MEET_POINT_MAX_LENGTH) } })],
    ['Add at least one meet point.', () => ({ key: 'error.meetPointsNone' })],
    [`A venue can have at most ${MEET_POINTS_MAX} meet points.`, () => ({ key: 'error.meetPointsTooMany', args: { max: n(MEET_POINTS_MAX) } })],
    ['Meet points must all be different.', () => ({ key: 'error.meetPointsSame' })],
    ['Please enter a valid phone number.', () => ({ key: 'error.phone' })],
    ['Country must be a two-letter ISO 3166-1 code such as US or GB.', () => ({ key: 'error.country' })],
    ['Time zone must be an IANA zone such as America/New_York.', () => ({ key: 'error.timeZone' })],
    [`Language must be one of ${LANGUAGES.join(', ')}.`, () => ({ key: 'error.language' })],
    [unsafeTextMessage(['name']), () => ({ key: 'error.unsafeText', args: { field: label('form.name') } })],
    [unsafeTextMessage(['address']), () => ({ key: 'error.unsafeText', args: { field: label('form.address') } })],
    [unsafeTextMessage(['meetPoints', 0]), () => ({ key: 'error.unsafeText', args: { field: label('form.meetPoints') } })],
    ['Company name can have at most 100 characters.', () => ({ key: 'settings.error.companyNameTooLong', args: { max: n(100) } })],
    ['Please enter a valid business email.', () => ({ key: 'settings.error.businessEmail' })],
  ];
  return (sayings = new Map(entries));
}

/**
 * A venue or settings message (the form's own check or the server's `fields`) in the app's language,
 * read when shown. The form keeps the schema's English, so a change of language re-reads it.
 */
export function venueMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const say = knownMessages().get(message)?.();
  return say ? adminBusiness.t(say.key, say.args) : message;
}
export const settingsMessage = venueMessage;

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
