import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationShareCreatedDto, LocationShareDto, PublicShareDto } from '@converge/contracts';
import { ApiError, apiJson } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** The form's fields as the spec names them (coordinates as strings). */
export type LocationShareRequest = {
  recipientName: string;
  recipientPhone?: string;
  recipientEmail?: string;
  matchedWithName?: string;
  matchedWithId?: string;
  location?: string;
  venueId?: string;
  venueName?: string;
  latitude?: string;
  longitude?: string;
  message?: string;
};

/** GET /api/location-shares: my active shares. */
export const sharesQuery = queryOptions<LocationShareDto[]>({ queryKey: safetyKeys.shares });

export function useShares() {
  return useQuery(sharesQuery);
}

/** POST /api/location-share, then refetch /api/location-shares. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocationShareRequest) => apiJson<LocationShareCreatedDto>('POST', '/api/location-share', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.shares }),
  });
}

/** DELETE /api/location-shares/:id: the public page ends at once. */
export function useStopShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<unknown>('DELETE', `/api/location-shares/${encodeURIComponent(id)}`),
    onSuccess: (_d, id) => {
      queryClient.setQueryData<LocationShareDto[]>(safetyKeys.shares, (list) => list?.filter((s) => s.id !== id));
      void queryClient.invalidateQueries({ queryKey: safetyKeys.shares });
    },
  });
}

export type PublicShareState = { status: 'active'; share: PublicShareDto } | { status: 'ended' } | { status: 'not-found' };

/** How often the public page asks again while a share is active. */
export const PUBLIC_SHARE_POLL_MS = 10_000;

/** GET /api/shares/:token (no session): 200 active, 410 stopped or expired, 404 unknown. */
export async function getPublicShare(token: string): Promise<PublicShareState> {
  try {
    const share = await apiJson<PublicShareDto>('GET', `/api/shares/${encodeURIComponent(token)}`);
    return { status: 'active', share };
  } catch (err) {
    if (err instanceof ApiError && err.status === 410) return { status: 'ended' };
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { status: 'not-found' };
    throw err;
  }
}

export function publicShareQuery(token: string) {
  return queryOptions({
    queryKey: safetyKeys.publicShare(token),
    queryFn: () => getPublicShare(token),
    // Live while active; once ended or unknown there is nothing more to ask.
    refetchInterval: (query) => (query.state.data?.status === 'active' || query.state.status === 'error' ? PUBLIC_SHARE_POLL_MS : false),
    refetchOnWindowFocus: true,
  });
}

export function usePublicShare(token: string) {
  return useQuery(publicShareQuery(token));
}
