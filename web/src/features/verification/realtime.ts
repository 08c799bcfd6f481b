import { useQueryClient } from '@tanstack/react-query';
import { VERIFICATION_SOCKET_EVENTS, type VerificationDecidedPush } from '@converge/contracts';
import { useSocketAttach } from '@/lib/socket-events';
import { verificationKeys } from './api/keys';

/** A reviewer's decision arrives live: refresh the status and tell the screen. */
export function useVerificationDecisions(onDecided?: (push: VerificationDecidedPush) => void) {
  const client = useQueryClient();
  useSocketAttach(
    (socket) => {
      const handler = (push: VerificationDecidedPush) => {
        void client.invalidateQueries({ queryKey: verificationKeys.status() });
        onDecided?.(push);
      };
      const resync = () => void client.invalidateQueries({ queryKey: verificationKeys.status() });
      socket.on(VERIFICATION_SOCKET_EVENTS.decided, handler);
      socket.on('connect', resync);
      return () => {
        socket.off(VERIFICATION_SOCKET_EVENTS.decided, handler);
        socket.off('connect', resync);
      };
    },
    [client, onDecided],
  );
}
