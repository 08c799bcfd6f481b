import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_POLL_INTERVAL_MS, type LiveNearbyResponse } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { liveKeys } from './keys';

export function nearbyQuery(proximity: number, activities: readonly string[]) {
  const params = new URLSearchParams({ proximity: String(proximity) });
  if (activities.length > 0) params.set('activities', activities.join(','));
  return queryOptions<LiveNearbyResponse>({
    queryKey: liveKeys.nearby(proximity, activities),
    queryFn: () => apiJson<LiveNearbyResponse>('GET', `/api/live-status/nearby?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/live-status/nearby — polled every 5 s only while the socket is down. */
export function useNearby(proximity: number, activities: readonly string[], { enabled, live }: { enabled: boolean; live: boolean }) {
  return useQuery({ ...nearbyQuery(proximity, activities), enabled, refetchInterval: enabled && !live ? LIVE_POLL_INTERVAL_MS : false });
}
