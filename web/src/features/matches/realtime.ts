import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket } from '@/lib/socket';
import type { MatchCreatedPush, MeetPointChosenPush } from '@converge/contracts';
import { toast } from '@/components/ui/use-toast';
import { matchState, partnerOf, type Match } from '@/stores/active-match';
import { getMatch, matchesKey } from './api/matches';
import { meetPointName } from '@/lib/meet-point-name';
import { sharing } from '@/locales/sharing';

/**
 * "It's a Match!" for both people, live: the gateway pushes `match:created` to each of them.
 * The matches list is refreshed; a meet point chosen by either refreshes it too, and the other
 * person gets a toast.
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
    // The other person is told at once that a point was chosen; they accept it on the match.
    const onMeetPoint = async (push: MeetPointChosenPush) => {
      const cached = queryClient.getQueryData<Match[]>(matchesKey)?.find((m) => m.id === push.matchId);
      const match = cached ?? (await getMatch(push.matchId).catch(() => null));
      if (match && !cancelled && match.currentUserId !== push.chosenBy) {
        toast({
          title: sharing.t('meetPointChosen'),
          description: sharing.t('meetPointChosen.message', { name: partnerOf(match).profile.displayName, point: meetPointName(push.meetPoint, push.meetPointKey) }),
        });
      }
      void queryClient.invalidateQueries({ queryKey: matchesKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/meeting-session'] });
    };
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
