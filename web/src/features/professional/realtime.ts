import { useQueryClient } from '@tanstack/react-query';
import { PROFESSIONAL_CONNECTION_ACCEPTED, PROFESSIONAL_CONNECTION_REQUESTED, type ProfessionalConnectionAcceptedPush, type ProfessionalConnectionRequestedPush } from '@converge/contracts';
import { toast } from '@/components/ui/use-toast';
import { useSocketAttach } from '@/lib/socket-events';
import { professional } from '@/locales/professional';
import { professionalKeys } from './api/keys';

/** A request to me, or one of mine accepted: refetch the lists (the server applies blocks) and say so. */
export function useProfessionalRealtime(myUserId: string | undefined) {
  const queryClient = useQueryClient();
  useSocketAttach(
    (socket) => {
      const refresh = () => void queryClient.invalidateQueries({ queryKey: professionalKeys.all });
      const onRequested = (push: ProfessionalConnectionRequestedPush) => {
        refresh();
        toast({ title: professional.t('toast.newRequest'), description: professional.t('toast.newRequest.text', { name: push.fromDisplayName }) });
      };
      const onAccepted = (push: ProfessionalConnectionAcceptedPush) => {
        refresh();
        if (push.fromUserId === myUserId) toast({ title: professional.t('toast.accepted'), description: professional.t('toast.accepted.text') });
      };
      const onReconnect = () => refresh();
      socket.on(PROFESSIONAL_CONNECTION_REQUESTED, onRequested);
      socket.on(PROFESSIONAL_CONNECTION_ACCEPTED, onAccepted);
      socket.io.on('reconnect', onReconnect);
      return () => {
        socket.off(PROFESSIONAL_CONNECTION_REQUESTED, onRequested);
        socket.off(PROFESSIONAL_CONNECTION_ACCEPTED, onAccepted);
        socket.io.off('reconnect', onReconnect);
      };
    },
    [queryClient, myUserId],
  );
}
