import { useState } from 'react';
import type { CheckInResponse, NearbyVenue } from '@converge/contracts';
import { toast } from '@/components/ui/use-toast';
import { device, type Position } from '@/device';
import { serverMessage } from '@/lib/api-client';
import { useCheckIn } from '../api/check-in';
import { getNearbyVenues } from '../api/get-nearby-venues';
import { withMode } from '../mode';
import { CHECK_IN_FAILED, CHECK_IN_FALLBACK, LOCATION_ERROR, LOCATION_ERROR_MESSAGE, MULTIPLE_VENUES, MULTIPLE_VENUES_MESSAGE, welcomeToast } from '../messages';

export type LocationStep = 'idle' | 'locating' | 'searching' | 'checking-in';

/**
 * Get the position, list the venues near it; one venue → check in at
 * once with the coordinates; several → ask the person to pick (a tap checks in by venue id, with the
 * position read again at that moment, so the server can check the radius); none → check in with the
 * coordinates alone, which lets the server answer "No venue found near you".
 * A venue id alone proves nothing. When the position cannot be read (denied, unavailable)
 * the tap still asks, and the server's answer ("Share your location or scan the venue's code…") is the
 * 'Check-in failed' toast; `locationUnavailable` lets the screen point to the code scanner.
 */
export function useLocationCheckIn(onCheckedIn: (checkIn: CheckInResponse) => void) {
  const [step, setStep] = useState<LocationStep>('idle');
  const [venues, setVenues] = useState<NearbyVenue[] | null>(null);
  const [pendingVenueId, setPendingVenueId] = useState<string | null>(null);
  const [locationUnavailable, setLocationUnavailable] = useState(false);
  const checkIn = useCheckIn();

  const succeed = (result: CheckInResponse) => {
    toast(welcomeToast(result));
    onCheckedIn(result);
  };
  const fail = (error: unknown) => toast({ title: CHECK_IN_FAILED(), description: serverMessage(error, CHECK_IN_FALLBACK()), variant: 'destructive' });

  async function useMyLocation() {
    setStep('locating');
    let here: Position;
    try {
      here = await device.geolocation.getCurrentPosition();
    } catch {
      setStep('idle');
      setLocationUnavailable(true);
      toast({ title: LOCATION_ERROR(), description: LOCATION_ERROR_MESSAGE(), variant: 'destructive' });
      return;
    }
    setLocationUnavailable(false);
    setStep('searching');
    const coords = { latitude: here.latitude, longitude: here.longitude };
    try {
      const found = await getNearbyVenues(coords.latitude, coords.longitude);
      setVenues(found);
      if (found.length > 1) {
        setStep('idle');
        toast({ title: MULTIPLE_VENUES(), description: MULTIPLE_VENUES_MESSAGE() });
        return;
      }
      setStep('checking-in');
      succeed(await checkIn.mutateAsync(withMode(coords)));
    } catch (error) {
      fail(error);
    } finally {
      setStep((s) => (s === 'idle' ? s : 'idle'));
    }
  }

  async function chooseVenue(venue: NearbyVenue) {
    setPendingVenueId(venue.id);
    try {
      // Where the person is now, not where they were when the list came: the server checks the radius.
      const here = await device.geolocation.getCurrentPosition().catch(() => null);
      setLocationUnavailable(!here);
      const body = here ? { venueId: venue.id, latitude: here.latitude, longitude: here.longitude } : { venueId: venue.id };
      succeed(await checkIn.mutateAsync(withMode(body)));
    } catch (error) {
      fail(error);
    } finally {
      setPendingVenueId(null);
    }
  }

  return { step, venues, pendingVenueId, locationUnavailable, useMyLocation, chooseVenue };
}
