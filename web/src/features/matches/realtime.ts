import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket } from '@/lib/socket';
import type { MatchCreatedPush } from '@converge/contracts';
import { matchState } from '@/stores/active-match';
import { getMatch, matchesKey } from './api/matches';

/**
 * "It's a Match!" for both people, live: the gateway pushes `match:created` to each of them.
 * The matches list is refreshed; a meet point chosen by either refreshes it too.
 */
export function useMatchRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const onCreated = async (push: MatchCreatedPush) => {
      void queryClient.invalidateQueries({ queryKey: matchesKey });
      const match = push.match ?? (await getMatch(push.matchId).catch(() => null));
      if (match && !cancelled) matchState.showMatch(match);
    };
    const onMeetPoint = () => void queryClient.invalidateQueries({ queryKey: matchesKey });
    const socket = connectSocket();
    void socket.then((s) => {
      if (cancelled) return;
      s.on('match:created', onCreated);
      s.on('match:meetpoint', onMeetPoint);
    });
    return () => {
      cancelled = true;
      void socket.then((s) => {
        s.off('match:created', onCreated);
        s.off('match:meetpoint', onMeetPoint);
      });
    };
  }, [queryClient]);
}
