import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeetingSessionView } from '@converge/contracts';
import { useSearchParams } from 'react-router-dom';
import { apiJson } from '@/lib/api-client';
import { partnerOf, useMatchState, type Match } from '@/stores/active-match';

export type MeetingSession = MeetingSessionView;

export const meetingKeys = {
  all: ['/api/meeting-session'] as const,
  check: (me: string, partner: string) => ['/api/meeting-session', 'check', me, partner] as const,
};

/** GET /api/meeting-session/check?user1Id&user2Id: the pair's open session, or null. */
export const sessionCheckQuery = (me: string, partner: string) =>
  queryOptions({
    queryKey: meetingKeys.check(me, partner),
    queryFn: () =>
      apiJson<MeetingSession | null>('GET', `/api/meeting-session/check?user1Id=${encodeURIComponent(me)}&user2Id=${encodeURIComponent(partner)}`),
  });

export function useMeetingSession(match: Match | null) {
  const partner = match ? partnerOf(match).id : '';
  return useQuery({ ...sessionCheckQuery(match?.currentUserId ?? '', partner), enabled: Boolean(match) });
}

function useSessionAction(path: 'arrive' | 'extend' | 'end' | 'accept') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiJson<MeetingSession>('POST', `/api/meeting-session/${encodeURIComponent(sessionId)}/${path}`, path === 'end' ? { endedBy: 'user' } : undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export const useArrive = () => useSessionAction('arrive');
export const useExtendSharing = () => useSessionAction('extend');
export const useStopSharing = () => useSessionAction('end');
/** The person who did not choose the meet point agrees to it: location sharing starts for both. */
export const useAcceptMeetPoint = () => useSessionAction('accept');

/** GET /api/matches, read through the default reader (same cache entry as the matches screen). */
export function useMatchList() {
  return useQuery(queryOptions<Match[]>({ queryKey: ['/api/matches'] }));
}

/**
 * The match being met: the one picked (Meet Up / Choose Where to Meet), refreshed from the list;
 * after a reload, the newest active match. The store's copy may be stale (meet point), the list wins.
 */
export function useActiveMatch(): { match: Match | null; isPending: boolean } {
  const { activeMatch } = useMatchState();
  const list = useMatchList();
  // The meeting views' URL names the match (/app/navigation?match=…): a reload or a link finds it.
  const [params] = useSearchParams();
  const linked = params.get('match');
  const wanted = linked ?? activeMatch?.id;
  const fresh = wanted ? list.data?.find((m) => m.id === wanted) : undefined;
  const stored = activeMatch && (!linked || activeMatch.id === linked) ? activeMatch : null;
  const fallback = linked ? null : (list.data?.find((m) => Date.now() - new Date(m.createdAt).getTime() < 24 * 3600 * 1000) ?? null);
  return { match: fresh ?? stored ?? fallback, isPending: !stored && list.isPending };
}
