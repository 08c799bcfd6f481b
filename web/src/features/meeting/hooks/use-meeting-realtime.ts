import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket } from '@/lib/socket';
import { meetingKeys } from '../api/meeting';

/** Any meeting change pushed by the gateway (started, agreed, ended, sharing off) re-reads the session. */
export function useMeetingRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['/api/matches'] });
    };
    const events = ['meeting:started', 'meeting:ended', 'meeting:sharing-disabled', 'meeting:agreed'] as const;
    const socket = connectSocket();
    void socket.then((s) => !cancelled && events.forEach((e) => s.on(e, refresh)));
    return () => {
      cancelled = true;
      void socket.then((s) => events.forEach((e) => s.off(e, refresh)));
    };
  }, [queryClient]);
}
