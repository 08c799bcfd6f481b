import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket } from '@/lib/socket';
import { meetingKeys } from '../api/meeting';
import { announceSharingOff } from '../components/meeting-banner';

/**
 * Any meeting change pushed by the gateway (started, agreed, ended, sharing off) re-reads the session;
 * sharing switched off by its timer is announced too (the banner's countdown may not get there first).
 */
export function useMeetingRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['/api/matches'] });
    };
    const sharingOff = (push: { sessionId: string; reason: string }) => {
      if (push.reason !== 'user') announceSharingOff(push.sessionId);
      refresh();
    };
    const events = ['meeting:started', 'meeting:ended', 'meeting:agreed'] as const;
    const socket = connectSocket();
    void socket.then((s) => {
      if (cancelled) return;
      events.forEach((e) => s.on(e, refresh));
      s.on('meeting:sharing-disabled', sharingOff);
    });
    return () => {
      cancelled = true;
      void socket.then((s) => {
        events.forEach((e) => s.off(e, refresh));
        s.off('meeting:sharing-disabled', sharingOff);
      });
    };
  }, [queryClient]);
}
