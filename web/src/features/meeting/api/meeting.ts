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
    queryFn: () => apiJson<MeetingSession | null>('GET', `/api/meeting-session/check?user1Id=${encodeURIComponent(me)}&user2Id=${encodeURIComponent(partner)}`),
  });

/**
 * Matches whose meet point this device proposed a moment ago: safety opens the session from matching's
 * event, a few milliseconds after the answer, so "no session" then means "starting", not "ended".
 */
const proposedAt = new Map<string, number>();
export const STARTING_GRACE_MS = 15_000;
export const meetingProposals = {
  proposed: (matchId: string) => proposedAt.set(matchId, Date.now()),
  isStarting: (matchId: string, now = Date.now()) => now - (proposedAt.get(matchId) ?? -Infinity) < STARTING_GRACE_MS,
  reset: () => proposedAt.clear(),
};

export function useMeetingSession(match: Match | null) {
  const partner = match ? partnerOf(match).id : '';
  return useQuery({
    ...sessionCheckQuery(match?.currentUserId ?? '', partner),
    enabled: Boolean(match),
    // Just proposed and not opened yet: look again shortly (the push may come before the row is readable).
    refetchInterval: (query) => (match && query.state.data === null && meetingProposals.isStarting(match.id) ? 1000 : false),
  });
}

/**
 * Where a match's meeting stands, for the navigation screen: `none` (no point chosen), `starting` (just
 * proposed here, the session not open yet), `open` (a session, agreed or not) or `ended` (a point was
 * chosen, but no session shares locations any more: the meeting is over, and meeting again is a new proposal).
 */
export type MeetingPhase = 'loading' | 'none' | 'starting' | 'open' | 'ended';
export function meetingPhase(match: Match, session: { data: MeetingSession | null | undefined; isPending: boolean }, now = Date.now()): MeetingPhase {
  if (session.data) return 'open';
  if (session.isPending) return 'loading';
  if (!match.meetPoint) return 'none';
  return meetingProposals.isStarting(match.id, now) ? 'starting' : 'ended';
}

function useSessionAction(path: 'arrive' | 'extend' | 'end' | 'accept') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiJson<MeetingSession>('POST', `/api/meeting-session/${encodeURIComponent(sessionId)}/${path}`, path === 'end' ? { endedBy: 'user' } : undefined),
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
