import { useQueryClient } from '@tanstack/react-query';
import { LIVE_NEARBY_CHANGED } from '@converge/contracts';
import { useSocketAttach } from '@/lib/socket-events';
import { liveKeys } from './api/keys';

/**
 * People appearing, changing or leaving nearby: the push says only that the list changed, so the
 * list is refetched (the server applies blocks, fit and proximity). After a reconnect too.
 */
export function useLiveRealtime() {
  const queryClient = useQueryClient();
  useSocketAttach((socket) => {
    let wasDown = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: liveKeys.nearbyAll(), refetchType: 'active' });
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
      socket.off(LIVE_NEARBY_CHANGED, refresh);
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
    };
  }, [queryClient]);
}
