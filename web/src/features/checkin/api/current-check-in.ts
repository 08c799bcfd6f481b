import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInResponse } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { checkinKeys } from './keys';

/** GET /api/checkin/current: the active check-in or null. */
export function getCurrentCheckIn(): Promise<CheckInResponse | null> {
  return apiJson<CheckInResponse | null>('GET', '/api/checkin/current');
}

export const currentCheckInQueryOptions = queryOptions({ queryKey: checkinKeys.current(), queryFn: getCurrentCheckIn });

export function useCurrentCheckIn() {
  return useQuery(currentCheckInQueryOptions);
}
