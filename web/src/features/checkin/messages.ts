import type { CheckInResponse } from '@converge/contracts';

// Toast titles and messages of the check-in screens, word for word.
export const CHECK_IN_FAILED = 'Check-in failed';
export const CHECK_IN_FALLBACK = 'Unable to check in. Please try again.';
export const LOCATION_ERROR = 'Location error';
export const LOCATION_ERROR_MESSAGE = 'Unable to get your location. Please enable location services.';
export const QR_CHECK_IN_FAILED = 'QR check-in failed';
export const QR_CHECK_IN_FALLBACK = 'Invalid QR code or venue not found.';
export const MULTIPLE_VENUES = 'Multiple venues found';
export const MULTIPLE_VENUES_MESSAGE = 'Please select your venue from the list below.';

export function welcomeToast(checkIn: CheckInResponse) {
  if (checkIn.mode === 'professional') return { title: `Welcome to ${checkIn.venue.name}!`, description: "You're checked in for networking. See who's here." };
  return { title: `Welcome to ${checkIn.venue.name}!`, description: "You're checked in. See who's here." };
}
