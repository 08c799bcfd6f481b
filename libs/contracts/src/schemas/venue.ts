import { z } from 'zod';
import { text } from './text.js';

/** The meet points a venue offers when its owner has not named any. */
export const DEFAULT_MEET_POINTS = ['Main Bar', 'Lounge Area', 'Entrance', 'Dance Floor', 'Outdoor Area'] as const;
export type DefaultMeetPoint = (typeof DEFAULT_MEET_POINTS)[number];

/**
 * Each default point's key in the web's `meet-points` namespace, which names it in every language. Only
 * the defaults have one: a point a venue names itself is its own words and shows as typed, even when it
 * is spelt like a default.
 */
export const DEFAULT_MEET_POINT_KEYS = {
  'Main Bar': 'mainBar',
  'Lounge Area': 'loungeArea',
  Entrance: 'entrance',
  'Dance Floor': 'danceFloor',
  'Outdoor Area': 'outdoorArea',
} as const satisfies Record<DefaultMeetPoint, string>;
export type DefaultMeetPointKey = (typeof DEFAULT_MEET_POINT_KEYS)[DefaultMeetPoint];

/**
 * The key a meet point is shown by: one of the defaults while the venue names no points of its own
 * (`usesDefaults`), else null (the name as the venue typed it).
 */
export function defaultMeetPointKey(point: string | null | undefined, usesDefaults: boolean): DefaultMeetPointKey | null {
  if (!usesDefaults || !point || !Object.hasOwn(DEFAULT_MEET_POINT_KEYS, point)) return null;
  return DEFAULT_MEET_POINT_KEYS[point as DefaultMeetPoint];
}

/** Check-ins end on their own after 2 hours. */
export const CHECK_IN_TTL_MS = 2 * 60 * 60 * 1000;

export const LATITUDE_MESSAGE = 'Latitude must be between -90 and 90.';
export const LONGITUDE_MESSAGE = 'Longitude must be between -180 and 180.';

// Coordinates: latitude -90..90, longitude -180..180. Query strings arrive as text, bodies as numbers: accept both, never "".
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: message }).min(min, message).max(max, message));
export const latitudeSchema = coordinate(-90, 90, LATITUDE_MESSAGE);
export const longitudeSchema = coordinate(-180, 180, LONGITUDE_MESSAGE);

/** GET /api/venues/nearby?latitude&longitude */
export const nearbyVenuesQuerySchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type NearbyVenuesQuery = z.infer<typeof nearbyVenuesQuerySchema>;

export const CHECK_IN_ONE_OF_MESSAGE = 'Send exactly one of: your location, a QR code, or a venue.';

/**
 * How a check-in proved the person is at the venue. `location`: a position inside the venue's
 * radius (alone, or with a venue id from the nearby list); `qr`: the venue's printed, signed code;
 * `display`: the code on the venue's own screen, which changes every 30 s and is accepted for 90 s.
 */
export const PRESENCE_KINDS = ['display', 'qr', 'location'] as const;
export type Presence = (typeof PRESENCE_KINDS)[number];
export const presenceSchema = z.enum(PRESENCE_KINDS);
/** A venue id is no proof of presence: 422 with this sentence and code. */
export const PRESENCE_REQUIRED_MESSAGE = "Share your location or scan the venue's code to check in here.";
export const PRESENCE_REQUIRED_CODE = 'PRESENCE_REQUIRED';
/** The venue display code: a new code every step; a scan is accepted this long after its step began. */
export const DISPLAY_CODE_STEP_SECONDS = 30;
export const DISPLAY_CODE_ACCEPT_SECONDS = 90;

/**
 * POST /api/checkin: exactly one of {latitude, longitude}, {qrCode} (a printed code or a display
 * code), {venueId} (with coordinates inside its radius: a venue id alone is refused with 422
 * PRESENCE_REQUIRED by the venue service, so a person gets the sentence rather than a schema error).
 */
export const checkInSchema = z
  .object({
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    qrCode: text().trim().min(1, 'The QR code is empty.').max(2048, 'Invalid QR code or venue not found.').optional(),
    venueId: z.uuid('Venue not found.').optional(),
    // Who this check-in is for (dating discovery or professional networking).
    mode: z.enum(['dating', 'professional'], { error: 'mode must be dating or professional.' }).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const hasLat = body.latitude !== undefined;
    const hasLng = body.longitude !== undefined;
    if (hasLat !== hasLng) {
      ctx.addIssue({ code: 'custom', path: [hasLat ? 'longitude' : 'latitude'], message: 'Send both latitude and longitude.' });
      return;
    }
    const modes = [hasLat && !body.venueId, body.qrCode !== undefined, body.venueId !== undefined].filter(Boolean).length;
    if (modes !== 1 || (body.qrCode !== undefined && hasLat)) ctx.addIssue({ code: 'custom', path: [], message: CHECK_IN_ONE_OF_MESSAGE });
  });
export type CheckInRequest = z.infer<typeof checkInSchema>;

export const venueQrQuerySchema = z.object({ format: z.enum(['svg', 'png']).default('svg') });

/** A venue in the nearby list; distance in km from the point asked about (never anyone's coordinates). */
export const nearbyVenueSchema = z.object({ id: z.string(), name: z.string(), address: z.string(), distance: z.number() });
export type NearbyVenue = z.infer<typeof nearbyVenueSchema>;
export const nearbyVenueListSchema = z.array(nearbyVenueSchema);

export const checkInVenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  meetPoints: z.array(z.string()),
  /** Beside each of `meetPoints`: its `meet-points` key while the venue uses the defaults, else null (see defaultMeetPointKey). */
  meetPointKeys: z.array(z.string().nullable()),
  /** ISO 3166-1 alpha-2 of the venue (for local emergency numbers), null when unknown. */
  country: z.string().nullable(),
  /** The venue's IANA time zone, for times shown "at the venue"; null = the device's zone. */
  timeZone: z.string().nullable().optional(),
});
export type CheckInVenue = z.infer<typeof checkInVenueSchema>;
/** RPC.venue.get: a venue as a check-in shows it, with its phone (null when none) for the meeting's "call the venue". */
export const venueDetailSchema = checkInVenueSchema.extend({ phone: z.string().nullable() });
export type VenueDetail = z.infer<typeof venueDetailSchema>;

/** POST /api/checkin and GET /api/checkin/current. */
export const checkInResponseSchema = z.object({
  id: z.string(),
  venue: checkInVenueSchema,
  mode: z.enum(['dating', 'professional']),
  /** How presence was proven; null only for check-ins recorded before it was. */
  presence: presenceSchema.nullable(),
  startedAt: z.string(),
  expiresAt: z.string(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

export const venueQrResponseSchema = z.object({
  url: z.string(),
  format: z.enum(['svg', 'png']),
  /** SVG markup, or base64 PNG bytes. */
  content: z.string(),
});
export type VenueQrResponse = z.infer<typeof venueQrResponseSchema>;

/**
 * GET /api/admin/venues/:id/display-code: the venue's current display code for a screen at
 * the venue. `url` is what the QR encodes (`/checkin?v=…&t=<step>&d=<signature>`), `svg` the QR itself;
 * the page fetches the next one at `nextAt` (server time: `serverTime` lets the page correct its clock).
 */
export const venueDisplayCodeSchema = z.object({
  venueId: z.string(),
  venueName: z.string(),
  url: z.string(),
  /** The QR code as SVG markup (rendered by the server with the `qrcode` library, as the printed one). */
  svg: z.string(),
  step: z.number().int(),
  stepSeconds: z.number().int(),
  /** When this code's step began, when the next code is due, and the last moment a scan of it is accepted. */
  validFrom: z.string(),
  nextAt: z.string(),
  acceptedUntil: z.string(),
  serverTime: z.string(),
});
export type VenueDisplayCode = z.infer<typeof venueDisplayCodeSchema>;

/** DELETE /api/checkin. */
export const checkOutResultSchema = z.object({ checkedOut: z.literal(true) });
export type CheckOutResult = z.infer<typeof checkOutResultSchema>;

/*
 * RPC payloads (beside the actor) of the venue handlers. Venue ids stay plain strings: a malformed one
 * is 404, as for another business's venue. The admin service passes the caller's business (null for a
 * platform admin without one) and the venue body it validated, parsed again by the handler.
 */
/** venue.get: matching's venue directory sends the id as both `venueId` and `id`. */
export const venueIdPayloadSchema = z.object({ venueId: z.string(), id: z.string().optional() });
/** venue.qr: the gateway (format checked) or the admin service (with the caller's business); svg unless png. */
export const venueQrPayloadSchema = z.object({ venueId: z.string(), format: z.unknown().optional(), businessId: z.string().nullable().optional() });
/** venue.adminList. */
export const venueAdminPayloadSchema = z.object({ businessId: z.string().nullable().optional() });
/** venue.adminGet, adminDeactivate, displayCode, adminRotateQr. */
export const venueAdminIdPayloadSchema = venueAdminPayloadSchema.extend({ venueId: z.string() });
/** venue.adminCreate. */
export const venueAdminCreatePayloadSchema = venueAdminPayloadSchema.extend({ venue: z.unknown().optional() });
/** venue.adminUpdate. */
export const venueAdminUpdatePayloadSchema = venueAdminIdPayloadSchema.extend({ venue: z.unknown().optional() });
/** venue.liveWithin (matching's reach rule): anything but another person's id answers { within: false }. */
export const liveWithinPayloadSchema = z.object({ userId: z.unknown().optional() });
