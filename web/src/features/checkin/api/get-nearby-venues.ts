import { queryOptions } from '@tanstack/react-query';
import type { NearbyVenue } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { checkinKeys } from './keys';

/** GET /api/venues/nearby?latitude&longitude — nearest first, distance in km. */
export function getNearbyVenues(latitude: number, longitude: number): Promise<NearbyVenue[]> {
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  return apiJson<NearbyVenue[]>('GET', `/api/venues/nearby?${query}`);
}

export const nearbyVenuesQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({ queryKey: checkinKeys.nearby(latitude, longitude), queryFn: () => getNearbyVenues(latitude, longitude) });
