import { ADMIN_MESSAGES, PRESENCE_REQUIRED_CODE, PRESENCE_REQUIRED_MESSAGE, RpcError, commonErrors } from '@converge/contracts';

/** One message for a forged, altered, foreign, unknown or expired code, so the answer teaches nothing. */
export const INVALID_QR_MESSAGE = 'Invalid QR code or venue not found.';
export const NO_VENUE_MESSAGE = 'No venue found near you';
export const NOT_LIVE_MESSAGE = 'Go live to see who is around you.';
export const IMPLAUSIBLE_MESSAGE = 'That location is too far from your last one to be real, so it was ignored.';

/**
 * Every error the venue service answers with (status, code and sentence are what the web app and the
 * gateway's tests read). Handlers and rules throw these; nothing else builds an RpcError.
 */
export const errors = {
  // Check-ins: how a person proves they are at the venue.
  invalidCode: () => RpcError.badRequest(INVALID_QR_MESSAGE, undefined, 'INVALID_QR_CODE'),
  presenceRequired: () => RpcError.unprocessable(PRESENCE_REQUIRED_MESSAGE, PRESENCE_REQUIRED_CODE),
  notAtVenue: (venueName: string) => RpcError.unprocessable(`You're not at ${venueName}`, 'NOT_AT_VENUE'),
  noVenueNearby: () => RpcError.notFound(NO_VENUE_MESSAGE, 'NO_VENUE_NEARBY'),
  notCheckedIn: () => RpcError.notFound('You are not checked in anywhere.', 'NOT_CHECKED_IN_ANYWHERE'),
  // Venues.
  venueNotFound: () => RpcError.notFound('Venue not found.', 'VENUE_NOT_FOUND'),
  qrNotAllowed: () => RpcError.forbidden('Only the venue owner or an admin can print its QR code.', 'QR_NOT_ALLOWED'),
  // Venue management (admin dashboard): another business's venue is 404, as if it did not exist.
  accessDenied: commonErrors.adminAccessDenied,
  managedVenueNotFound: () => RpcError.notFound(ADMIN_MESSAGES.venueNotFound, 'VENUE_NOT_FOUND'),
  // Live discovery.
  implausibleMovement: () => RpcError.unprocessable(IMPLAUSIBLE_MESSAGE, 'IMPLAUSIBLE_MOVEMENT'),
  notLive: () => RpcError.conflict(NOT_LIVE_MESSAGE, 'NOT_LIVE'),
} as const;
