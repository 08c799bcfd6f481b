import type { CheckInResponse } from '@converge/contracts';
import { i18n } from '@/lib/i18n';

// Toast titles and messages of the check-in screens (checkin namespace), in the person's language when
// the toast is shown: these are read from hooks, outside React's render.
export const CHECK_IN_FAILED = () => i18n.t('checkin:toast.failed');
export const CHECK_IN_FALLBACK = () => i18n.t('checkin:toast.failed.message');
export const LOCATION_ERROR = () => i18n.t('checkin:toast.locationError');
export const LOCATION_ERROR_MESSAGE = () => i18n.t('checkin:toast.locationError.message');
export const QR_CHECK_IN_FAILED = () => i18n.t('checkin:toast.qrFailed');
export const QR_CHECK_IN_FALLBACK = () => i18n.t('checkin:toast.qrFailed.message');
export const MULTIPLE_VENUES = () => i18n.t('checkin:toast.multiple');
export const MULTIPLE_VENUES_MESSAGE = () => i18n.t('checkin:toast.multiple.message');

export function welcomeToast(checkIn: CheckInResponse) {
  const title = i18n.t('checkin:toast.welcome', { venue: checkIn.venue.name });
  if (checkIn.mode === 'professional') return { title, description: i18n.t('checkin:toast.welcome.messagePro') };
  return { title, description: i18n.t('checkin:toast.welcome.message') };
}
