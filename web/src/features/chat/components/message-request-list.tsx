import { EyeOff, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_REQUEST_CREATED, type MessageRequestDto } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useSocketAttach } from '@/lib/socket-events';
import { messageRequestsKey, useAcceptRequest, useDeclineRequest, useHiddenRequests, useMessageRequests } from '../api/message-requests';
import { AvatarInitial } from './avatar-initial';
import { common } from '@/locales/common';
import { useIceBreakerText } from '@/lib/ice-breaker-text';
import { chat } from '@/locales/chat';

/**
 * Message requests from live discovery, above the conversations: Accept opens the chat, Decline drops it.
 * Requests that contained one of my Hidden Words wait in a Hidden folder, closed until I open it.
 */
export function MessageRequestList() {
  const queryClient = useQueryClient();
  const { data } = useMessageRequests();
  const hidden = useHiddenRequests();
  const [showHidden, setShowHidden] = useState(false);
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

  const t = chat.useT();
  const hiddenList = hidden.data ?? [];
  if ((!data || data.length === 0) && hiddenList.length === 0) return null;
  return (
    <section aria-label={t('requests.label')} className="flex flex-col gap-2 border-b px-4 py-4">
      {data && data.length > 0 ? (
        <>
          <h2 className="text-sm font-semibold">{t('requests.title', { count: data.length })}</h2>
          <RequestItems requests={data} />
        </>
      ) : null}
      {hiddenList.length > 0 ? (
        <div className="flex flex-col gap-2">
          <Button variant="ghost" size="sm" className="self-start text-muted-foreground" aria-expanded={showHidden} onClick={() => setShowHidden((v) => !v)}>
            <EyeOff aria-hidden /> {showHidden ? t('requests.hiddenClose') : t('requests.hidden', { count: hiddenList.length })}
          </Button>
          {showHidden ? (
            <div role="region" aria-label={t('requests.hiddenLabel')} className="flex flex-col gap-2">
              <p className="text-xs text-muted-foreground">{t('requests.hiddenText')}</p>
              <RequestItems requests={hiddenList} />
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function RequestItems({ requests }: { requests: MessageRequestDto[] }) {
  const t = chat.useT();
  // One of live discovery's openers in the reader's language (the sender may read another); else as sent.
  const iceBreaker = useIceBreakerText();
  const navigate = useNavigate();
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  return (
    <ul className="flex flex-col gap-2">
      {requests.map((request) => {
        const name = request.fromDisplayName ?? t('unknownUser');
        return (
          <li key={request.id} className="flex flex-col gap-3 rounded-2xl border bg-card p-3" aria-label={t('requests.from', { name })}>
            <div className="flex items-start gap-3">
              <AvatarInitial name={name} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{name}</p>
                <p className="flex gap-1.5 text-sm text-muted-foreground">
                  <Sparkles className="mt-0.5 size-3.5 shrink-0 text-primary-text" aria-hidden />
                  {iceBreaker(request.iceBreaker, request.iceBreakerMessage)}
                </p>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={decline.isPending || accept.isPending}
                onClick={() =>
                  decline.mutate(request.id, {
                    onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('requests.declineFailed')), variant: 'destructive' }),
                  })
                }
              >
                {t('requests.decline')}
              </Button>
              <Button
                size="sm"
                disabled={accept.isPending || decline.isPending}
                onClick={() =>
                  accept.mutate(request.id, {
                    onSuccess: (conversation) => navigate(`/chat/${conversation.id}`),
                    onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('requests.acceptFailed')), variant: 'destructive' }),
                  })
                }
              >
                {accept.isPending && accept.variables === request.id ? t('requests.accepting') : t('requests.accept')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
