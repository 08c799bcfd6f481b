import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { VERIFICATION_SOCKET_EVENTS, type VerificationDecidedPush } from '@converge/contracts';
import { connectSocket } from '@/lib/socket';
import { verificationKeys } from './api/keys';

/** A reviewer's decision arrives live: refresh the status and tell the screen. */
export function useVerificationDecisions(onDecided?: (push: VerificationDecidedPush) => void) {
  const client = useQueryClient();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    void connectSocket().then((socket) => {
      if (cancelled) return;
      const handler = (push: VerificationDecidedPush) => {
        void client.invalidateQueries({ queryKey: verificationKeys.status() });
        onDecided?.(push);
      };
      const resync = () => void client.invalidateQueries({ queryKey: verificationKeys.status() });
      socket.on(VERIFICATION_SOCKET_EVENTS.decided, handler);
      socket.on('connect', resync);
      detach = () => {
        socket.off(VERIFICATION_SOCKET_EVENTS.decided, handler);
        socket.off('connect', resync);
      };
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [client, onDecided]);
}
