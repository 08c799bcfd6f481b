import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DiscoveryChangedPush, DiscoveryProfile } from '@converge/contracts';
import type { Socket } from '@/lib/socket';
import { useSocketAttach } from '@/lib/socket-events';
import { rereadDiscovery } from './api/discovery';

/**
 * When a push is re-read (ms after it): the matching service learns of the change by the same event,
 * a moment later under load. An arrival stops re-reading once the newcomer is in the list; a departure
 * cannot be told apart from "was never shown", so it always reads on this short schedule.
 */
const REREAD_AT_MS = [0, 300, 800, 1600, 3000];

/**
 * Keeps the discovery screen live: the socket watches `venue:<id>` (again after every
 * reconnect), and each `discovery:changed` push refetches the cards and the count. Once the server
 * confirms the watch, both are read again: someone who arrived between the screen's first read and the
 * join was pushed to a room this socket was not in yet, and would otherwise wait for the next change. The server may
 * learn of a check-in a moment after the push, so an arrival not yet in the list is re-read a few
 * times; someone the server does not show (filters, looking for) simply never appears.
 */
export function useVenueDiscoveryLive(venueId: string | undefined) {
  const queryClient = useQueryClient();
  useSocketAttach(
    (raw) => {
      const socket = raw as unknown as Socket;
      if (!venueId) return () => undefined;
      let stopped = false;
      const watch = () =>
        socket.emit('discovery:watch', { venueId }, (answer) => {
          if (answer.ok && !stopped) void rereadDiscovery(queryClient, venueId);
        });
      const onChanged = (push: DiscoveryChangedPush) => {
        if (push.venueId !== null && push.venueId !== venueId) return;
        void confirm(queryClient, venueId, push, () => stopped);
      };
      if (socket.connected) watch();
      socket.on('connect', watch);
      socket.on('discovery:changed', onChanged);
      return () => {
        stopped = true;
        socket.off('connect', watch);
        socket.off('discovery:changed', onChanged);
        if (socket.connected) socket.emit('discovery:watch', { venueId: null });
      };
    },
    [venueId, queryClient],
  );
}

async function confirm(queryClient: QueryClient, venueId: string, push: DiscoveryChangedPush, stopped: () => boolean) {
  let waited = 0;
  for (const at of REREAD_AT_MS) {
    if (stopped()) return;
    if (at > waited) await new Promise((resolve) => setTimeout(resolve, at - waited));
    waited = at;
    await rereadDiscovery(queryClient, venueId);
    const lists = queryClient.getQueriesData<DiscoveryProfile[]>({ queryKey: ['/api/discovery/profiles', venueId] });
    if (push.change === 'arrived' && lists.some(([, list]) => list?.some((p) => p.id === push.userId))) return;
  }
}
