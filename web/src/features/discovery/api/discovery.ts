import type { CheckInResponse, DiscoveryHeader, DiscoveryProfile, LikeResult, Passed } from '@converge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';

export const discoveryKeys = {
  /** Shared with the check-in feature, which fills it on check-in (same REST path, read by the default reader). */
  checkIn: () => ['/api/checkin/current'] as const,
  header: () => ['/api/discovery/current'] as const,
  profiles: (venueId: string) => ['/api/discovery/profiles', venueId] as const,
};

/**
 * Right after a check-in the matching service may not have heard of it yet (it learns from an event):
 * a 403 NOT_CHECKED_IN then is retried briefly instead of telling the person they are not checked in.
 */
const retryNotYetCheckedIn = (count: number, error: unknown) => count < 6 && error instanceof ApiError && error.status === 403 && error.details.code === 'NOT_CHECKED_IN';

/** The server applies the person's saved filters (GET/PUT /api/discovery/filters) to these cards. */
export const profilesQuery = (venueId: string) =>
  queryOptions({
    queryKey: discoveryKeys.profiles(venueId),
    queryFn: () => apiJson<DiscoveryProfile[]>('GET', `/api/discovery/profiles?venueId=${encodeURIComponent(venueId)}`),
    retry: retryNotYetCheckedIn,
    retryDelay: 500,
  });

export function useCurrentCheckIn() {
  return useQuery(queryOptions<CheckInResponse | null>({ queryKey: discoveryKeys.checkIn() }));
}

/**
 * Reads the cards, then the count: in that order the count is never behind the cards (an arrival in
 * the list is already counted), where two reads side by side could straddle the arrival and leave
 * "0 people here" over a card until the next change.
 */
export async function rereadDiscovery(queryClient: QueryClient, venueId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: discoveryKeys.profiles(venueId) });
  await queryClient.invalidateQueries({ queryKey: discoveryKeys.header() });
}

export function useDiscoveryHeader(venueId: string | undefined, refetchInterval: number | false = false) {
  return useQuery({
    refetchInterval,
    ...queryOptions<DiscoveryHeader>({ queryKey: [...discoveryKeys.header(), venueId ?? 'none'] }),
    queryFn: () => apiJson<DiscoveryHeader>('GET', '/api/discovery/current'),
    enabled: Boolean(venueId),
  });
}

export function useDiscoveryProfiles(venueId: string | undefined, refetchInterval: number | false = false) {
  return useQuery({ ...profilesQuery(venueId ?? ''), enabled: Boolean(venueId), refetchInterval });
}

export function useLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { toUserId: string; venueId: string }) => apiJson<LikeResult>('POST', '/api/likes', body),
    onSuccess: (res) => {
      if (res.matched) void queryClient.invalidateQueries({ queryKey: ['/api/matches'] });
    },
  });
}

export function usePass() {
  return useMutation({
    mutationFn: (body: { toUserId: string; venueId: string }) => apiJson<Passed>('POST', '/api/passes', body),
  });
}
