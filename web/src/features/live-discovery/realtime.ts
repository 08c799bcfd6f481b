import { useQueryClient } from '@tanstack/react-query';
import { LIVE_NEARBY_CHANGED } from '@converge/contracts';
import { useSocketAttach } from '@/lib/socket-events';
import { liveKeys } from './api/keys';

/** In a busy place many pushes arrive together: refetch at most this often (the nearby limit is per person). */
export const REFRESH_THROTTLE_MS = 3000;

/**
 * People appearing, changing or leaving nearby: the push says only that the list changed, so the
 * list is refetched (the server applies blocks, fit and proximity), at most every 3 s with a
 * trailing refetch so the last change is never missed. After a reconnect too.
 */
export function useLiveRealtime() {
  const queryClient = useQueryClient();
  useSocketAttach(
    (socket) => {
      let wasDown = false;
      let last = 0;
      let trailing: ReturnType<typeof setTimeout> | undefined;
      const refetch = () => {
        last = Date.now();
        trailing = undefined;
        void queryClient.invalidateQueries({ queryKey: liveKeys.nearbyAll(), refetchType: 'active' });
      };
      const refresh = () => {
        if (trailing) return;
        const wait = last + REFRESH_THROTTLE_MS - Date.now();
        if (wait <= 0) refetch();
        else trailing = setTimeout(refetch, wait);
      };
      const onDisconnect = () => (wasDown = true);
      const onConnect = () => {
        if (!wasDown) return;
        wasDown = false;
        refresh();
      };
      socket.on(LIVE_NEARBY_CHANGED, refresh);
      socket.on('disconnect', onDisconnect);
      socket.on('connect', onConnect);
      return () => {
        if (trailing) clearTimeout(trailing);
        socket.off(LIVE_NEARBY_CHANGED, refresh);
        socket.off('disconnect', onDisconnect);
        socket.off('connect', onConnect);
      };
    },
    [queryClient],
  );
}
