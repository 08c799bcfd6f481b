import { useQuery } from '@tanstack/react-query';
import { DEFAULT_EMERGENCY_COUNTRY, emergencyNumbersFor, type CheckInResponse, type EmergencyNumbers } from '@converge/contracts';
import { useUser } from '@/lib/auth';

/**
 * Emergency numbers where the person is: the country of the venue they are checked in at
 * (the server derives it), read through the default reader on the same cache entry as the check-in
 * screen. Without a check-in the spec's 911 / 741741 stand; at a venue whose country is unknown, 112
 * with `country: null` (the screens then say the country is unknown: UNKNOWN_COUNTRY_NOTE).
 */
export function useLocalEmergencyNumbers(): EmergencyNumbers {
  const { user } = useUser();
  const checkIn = useQuery<CheckInResponse | null>({ queryKey: ['/api/checkin/current'], enabled: Boolean(user?.profile) });
  return checkIn.data ? emergencyNumbersFor(checkIn.data.venue.country) : emergencyNumbersFor(DEFAULT_EMERGENCY_COUNTRY);
}

export const telLink = (n: EmergencyNumbers) => `tel:${n.call[0]}`;
export const smsLink = (line: NonNullable<EmergencyNumbers['textLine']>) => `sms:${line.number}?body=${line.keyword}`;
/** The numbers to call as one phrase in `locale` ("999 or 112", "999 oder 112"). */
export const callText = (n: EmergencyNumbers, locale = 'en') => new Intl.ListFormat(locale, { type: 'disjunction' }).format(n.call);
