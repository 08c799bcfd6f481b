import { Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_REQUEST_CREATED } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useSocketAttach } from '@/lib/socket-events';
import { messageRequestsKey, useAcceptRequest, useDeclineRequest, useMessageRequests } from '../api/message-requests';
import { AvatarInitial } from './avatar-initial';

/** Message requests from live discovery, above the conversations: Accept opens the chat, Decline drops it. */
export function MessageRequestList() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useMessageRequests();
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  useSocketAttach(
    (socket) => {
      const refresh = () => void queryClient.invalidateQueries({ queryKey: messageRequestsKey });
      socket.on(MESSAGE_REQUEST_CREATED, refresh);
      socket.on('connect', refresh);
      return () => {
        socket.off(MESSAGE_REQUEST_CREATED, refresh);
        socket.off('connect', refresh);
      };
    },
    [queryClient],
  );

  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Message requests" className="flex flex-col gap-2 border-b px-4 py-4">
      <h2 className="text-sm font-semibold">
        Message requests <span className="font-normal text-muted-foreground">({data.length})</span>
      </h2>
      <ul className="flex flex-col gap-2">
        {data.map((request) => {
          const name = request.fromDisplayName ?? 'Unknown User';
          return (
            <li key={request.id} className="flex flex-col gap-3 rounded-2xl border bg-card p-3" aria-label={`Request from ${name}`}>
              <div className="flex items-start gap-3">
                <AvatarInitial name={name} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{name}</p>
                  <p className="flex gap-1.5 text-sm text-muted-foreground">
                    <Sparkles className="mt-0.5 size-3.5 shrink-0 text-primary-text" aria-hidden />
                    {request.iceBreaker}
                  </p>
                </div>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={decline.isPending || accept.isPending}
                  onClick={() => decline.mutate(request.id, { onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to decline'), variant: 'destructive' }) })}
                >
                  Decline
                </Button>
                <Button
                  size="sm"
                  disabled={accept.isPending || decline.isPending}
                  onClick={() =>
                    accept.mutate(request.id, {
                      onSuccess: (conversation) => navigate(`/chat/${conversation.id}`),
                      onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to accept'), variant: 'destructive' }),
                    })
                  }
                >
                  {accept.isPending && accept.variables === request.id ? 'Accepting...' : 'Accept'}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
