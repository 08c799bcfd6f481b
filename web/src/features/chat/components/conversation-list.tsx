import { MapPin, MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { appView } from '@/stores/app-view';
import { useConversations } from '../api/get-conversations';
import { displayNameOf, otherSide, type Conversation } from '../api/types';
import { useChatRealtime, useSocketConnected } from '../realtime';
import { AvatarInitial } from './avatar-initial';
import { relativeTime } from './relative-time';
import { useNow } from './use-now';
import { chat } from '@/locales/chat';

/** Spec "Conversations list": count, one row per conversation, the designed empty state. */
export function ConversationList() {
  const { user } = useUser();
  const live = useSocketConnected();
  useChatRealtime();
  const { data, isPending, isError, refetch } = useConversations({ live });
  const t = chat.useT();
  const navigate = useNavigate();
  const now = useNow();

  if (isPending) return <Spinner label={t('list.loading')} className="min-h-[50dvh]" />;
  if (isError) {
    return <LoadFailed className="px-6 py-16" message={t('list.failed')} onRetry={() => void refetch()} />;
  }
  const conversations = data ?? [];

  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-muted">
          <MessageCircle className="size-7 text-muted-foreground" aria-hidden />
        </span>
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">{t('list.empty.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('list.empty.text')}</p>
        </div>
        <Button
          onClick={() => {
            appView.setView('checkin');
          }}
        >
          {t('list.findMatches')}
        </Button>
      </div>
    );
  }

  return (
    <section aria-label={t('list.label')} className="flex flex-col">
      <p className="px-4 pb-2 pt-4 text-sm text-muted-foreground">{t('list.count', { count: conversations.length })}</p>
      <ul className="flex flex-col">
        {conversations.map((c) => (
          <li key={c.id}>
            <ConversationRow conversation={c} me={user?.id} now={now} onOpen={() => navigate(`/chat/${c.id}`)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConversationRow({ conversation, me, now, onOpen }: { conversation: Conversation; me?: string; now: Date; onOpen: () => void }) {
  const t = chat.useT();
  const { other, myUnread } = otherSide(conversation, me);
  const name = displayNameOf(other);
  const unread = myUnread > 0;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="conversation-row"
      className="flex w-full items-center gap-3 px-4 py-3 text-start transition-colors duration-150 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
    >
      <AvatarInitial name={name} photoUrl={other?.profile?.photoUrl} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={unread ? 'truncate font-semibold' : 'truncate font-medium'}>{name}</span>
          <span className="ms-auto shrink-0 text-xs text-muted-foreground">{relativeTime(conversation.lastMessageAt, now)}</span>
        </span>
        <span className="flex items-center gap-2">
          <span className={unread ? 'truncate text-sm text-foreground' : 'truncate text-sm text-muted-foreground'}>{conversation.lastMessagePreview || t('startYours')}</span>
          {unread ? <span className="ms-auto size-2.5 shrink-0 rounded-full bg-primary" role="status" aria-label={t('unread', { count: myUnread })} /> : null}
        </span>
        {conversation.match.venue.name ? (
          <span className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3" aria-hidden />
            <span className="truncate">{conversation.match.venue.name}</span>
          </span>
        ) : null}
      </span>
    </button>
  );
}
