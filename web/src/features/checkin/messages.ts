import type { CheckInResponse } from '@converge/contracts';
import { checkin } from '@/locales/checkin';

// Toast titles and messages of the check-in screens (checkin namespace), in the person's language when
// the toast is shown: these are read from hooks, outside React's render.
export const CHECK_IN_FAILED = () => checkin.t('toast.failed');
export const CHECK_IN_FALLBACK = () => checkin.t('toast.failed.message');
export const LOCATION_ERROR = () => checkin.t('toast.locationError');
export const LOCATION_ERROR_MESSAGE = () => checkin.t('toast.locationError.message');
export const QR_CHECK_IN_FAILED = () => checkin.t('toast.qrFailed');
export const QR_CHECK_IN_FALLBACK = () => checkin.t('toast.qrFailed.message');
export const MULTIPLE_VENUES = () => checkin.t('toast.multiple');
export const MULTIPLE_VENUES_MESSAGE = () => checkin.t('toast.multiple.message');

export function welcomeToast(checkIn: CheckInResponse) {
  const title = checkin.t('toast.welcome', { venue: checkIn.venue.name });
  if (checkIn.mode === 'professional') return { title, description: checkin.t('toast.welcome.messagePro') };
  return { title, description: checkin.t('toast.welcome.message') };
}
