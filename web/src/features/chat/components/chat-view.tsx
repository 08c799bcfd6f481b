import { LIVE_NEARBY_VENUE, type ModerationCategory } from '@converge/contracts';
import { ArrowLeft, SendHorizontal } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { useIceBreakers } from '../api/get-ice-breakers';
import { IceBreakerChips } from './ice-breaker-chips';
import { displayNameOf, otherSide, type Message } from '../api/types';
import { useChatRealtime, useConversationRoom, useSocketConnected, useTyping } from '../realtime';
import { AvatarInitial } from './avatar-initial';
import { newClientMessageId } from './client-id';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';
import { useNow } from './use-now';
import { VerifiedBadge } from '@/components/verified-badge';
import { AreYouSureDialog } from '@/components/are-you-sure';
import { flaggedCategories } from '@/lib/moderation';
import { useDismissBother } from '../api/dismiss-bother';
import { BotherPrompt, ScamCaution } from './moderation-notes';
import { common } from '@/locales/common';
import { chat } from '@/locales/chat';

type Outgoing = { clientMessageId: string; content: string; status: 'sending' | 'failed' };

const NEAR_BOTTOM_PX = 120;
const LOAD_OLDER_AT_PX = 80;

/** Spec "Chat": header, bubbles with relative times, the composer; typing, read ticks, retry. */
export function ChatView({
  conversationId,
  headerActions,
  onBotherAction,
  onClosedByBlock,
}: {
  conversationId: string;
  /** Extra header buttons for the other person (the app passes report / block). */
  headerActions?: (other: { userId: string; displayName: string }) => React.ReactNode;
  /** Report or Block from "Does this bother you?" under a flagged message (the app opens the safety dialog). */
  onBotherAction?: (action: { mode: 'report' | 'block'; person: { userId: string; displayName: string }; content: string }) => void;
  /** The conversation reads as closed by a block: it is gone from both lists (the app goes back to the list). */
  onClosedByBlock?: () => void;
}) {
  const navigate = useNavigate();
  const { user } = useUser();
  const me = user?.id;
  const live = useSocketConnected();
  useChatRealtime();
  useConversationRoom(conversationId);
  const now = useNow();

  const conversation = useConversation(conversationId, { live });
  // The block's push takes an open chat away, but a screen that was not live yet when it came (or that
  // is opened later from a link or the history) learns of the block only from this read.
  const closedByBlock = conversation.data?.closedReason === 'blocked';
  const leaveClosed = useRef(onClosedByBlock);
  leaveClosed.current = onClosedByBlock;
  useEffect(() => {
    if (closedByBlock) leaveClosed.current?.();
  }, [closedByBlock]);
  const messages = useMessages(conversationId, { live });
  const send = useSendMessage();
  const markRead = useMarkRead(me);
  const { otherTyping, notifyTyping, stopTyping } = useTyping(conversationId, me);

  const [draft, setDraft] = useState('');
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);
  // "Are you sure?": the server found the text hurtful (422 MESSAGE_FLAGGED); the draft stays for Edit.
  const [ask, setAsk] = useState<{ categories: ModerationCategory[]; content: string } | null>(null);
  const dismissBother = useDismissBother();

  const list = useMemo<Message[]>(() => (messages.data ? [...messages.data.pages].reverse().flat() : []), [messages.data]);
  const side = conversation.data ? otherSide(conversation.data, me) : null;
  const otherName = displayNameOf(side?.other);
  const t = chat.useT();
  const venue = conversation.data?.match.venue.name;
  const pendingShown = outgoing && !list.some((m) => m.clientMessageId === outgoing.clientMessageId && m.sender.id === me) ? outgoing : null;
  const empty = messages.isSuccess && list.length === 0 && !pendingShown;
  const starters = useIceBreakers(conversationId, { enabled: empty });

  // --- read receipts: whatever the other person sent is read once it is on a visible screen.
  const lastFromOther = [...list].reverse().find((m) => m.sender.id !== me);
  const markedUpTo = useRef<string | undefined>(undefined);
  const myUnread = side?.myUnread ?? 0;
  const markIfNeeded = useCallback(() => {
    if (document.visibilityState !== 'visible' || !conversation.data) return;
    if (myUnread === 0 && (!lastFromOther || markedUpTo.current === lastFromOther.id)) return;
    markedUpTo.current = lastFromOther?.id;
    markRead.mutate(conversationId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, myUnread, lastFromOther?.id, conversation.data]);
  useEffect(() => {
    markIfNeeded();
    document.addEventListener('visibilitychange', markIfNeeded);
    return () => document.removeEventListener('visibilitychange', markIfNeeded);
  }, [markIfNeeded]);

  // --- scrolling: stick to the bottom for new messages, keep the position when older ones load.
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const lastId = list[list.length - 1]?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
      return;
    }
    if (nearBottom.current || list[list.length - 1]?.sender.id === me) el.scrollTop = el.scrollHeight;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastId, list.length, pendingShown?.clientMessageId, otherTyping]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < LOAD_OLDER_AT_PX && messages.hasNextPage && !messages.isFetchingNextPage) {
      heightBeforeOlder.current = el.scrollHeight;
      void messages.fetchNextPage();
    }
  };

  // --- sending: one at a time; a failed message keeps its text (in the composer and its bubble) for Retry.
  const submit = (text: string, reuse?: Outgoing, confirmed?: boolean) => {
    const content = text.trim();
    if (!content || send.isPending) return;
    setAsk(null);
    const clientMessageId = reuse?.clientMessageId ?? (outgoing && outgoing.content === content ? outgoing.clientMessageId : newClientMessageId());
    setOutgoing({ clientMessageId, content, status: 'sending' });
    nearBottom.current = true;
    stopTyping();
    send.mutate(
      { conversationId, content, clientMessageId, ...(confirmed ? { confirmed: true } : {}) },
      {
        onSuccess: () => {
          setOutgoing((o) => (o?.clientMessageId === clientMessageId ? null : o));
          setDraft((d) => (d.trim() === content ? '' : d));
        },
        onError: (error) => {
          const categories = flaggedCategories(error);
          if (categories) {
            // Not sent, and not a failure to retry: ask first.
            setOutgoing((o) => (o?.clientMessageId === clientMessageId ? null : o));
            setAsk({ categories, content });
            return;
          }
          setOutgoing((o) => (o?.clientMessageId === clientMessageId ? { ...o, status: 'failed' } : o));
          toast({ title: common.t('error.title'), description: serverMessage(error, chat.t('sendFailed')), variant: 'destructive' });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft);
    }
  };

  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && (conversation.error.status === 404 || conversation.error.status === 403);
    return (
      <ChatFrame title={t('messages')} onBack={() => navigate('/conversations')}>
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
          <p className="font-semibold">{missing ? t('notFound') : t('loadOneFailed')}</p>
          <Button variant="outline" onClick={() => navigate('/conversations')}>
            {t('backToMessages')}
          </Button>
        </div>
      </ChatFrame>
    );
  }

  const closed = conversation.data?.closed ?? false;
  const canSend = draft.trim().length > 0 && !send.isPending && !closed;
  const otherLastReadAt = side?.otherLastReadAt ?? null;

  return (
    <ChatFrame
      onBack={() => navigate('/conversations')}
      actions={side?.other?.id && headerActions ? headerActions({ userId: side.other.id, displayName: otherName }) : null}
      title={
        conversation.data ? (
          <span className="flex min-w-0 items-center gap-3">
            {/* At large text sizes the header is narrow: the name keeps the room, the avatar goes. */}
            <AvatarInitial name={otherName} photoUrl={side?.other?.profile?.photoUrl} className="size-9 text-base @max-[200px]:hidden" />
            <span className="min-w-0">
              <span className="flex items-center gap-1 truncate text-base font-semibold">
                {otherName}
                {side?.other?.profile?.isVerified ? <VerifiedBadge compact /> : null}
              </span>
              <span className="block truncate text-xs font-normal text-muted-foreground">
                {!venue ? t('matched') : venue === LIVE_NEARBY_VENUE ? t('metLive') : t('matchedAt', { venue })}
              </span>
            </span>
          </span>
        ) : (
          common.t('loading')
        )
      }
    >
      {/* A named, focusable log: keyboard users can scroll it, screen readers hear new messages. */}
      <div
        ref={scroller}
        onScroll={onScroll}
        className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        role="log"
        aria-live="polite"
        aria-label={t('log', { name: otherName })}
        tabIndex={0}
      >
        {messages.isPending ? (
          <Spinner label={t('loadingMessages')} className="min-h-[40dvh]" />
        ) : (
          <div className="flex flex-col gap-3">
            {messages.isFetchingNextPage ? <Spinner label={t('loadingEarlier')} className="py-2" /> : null}
            {messages.hasNextPage && !messages.isFetchingNextPage ? (
              <button
                type="button"
                className="self-center rounded-full px-3 py-1 text-xs font-medium text-muted-foreground hover:bg-muted"
                onClick={() => {
                  heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
                  void messages.fetchNextPage();
                }}
              >
                {t('loadEarlier')}
              </button>
            ) : null}
            {!messages.hasNextPage && list.length > 0 ? <p className="self-center text-xs text-muted-foreground">{venue ? t('startAt', { venue }) : t('start')}</p> : null}
            {list.length === 0 && !pendingShown ? (
              <div className="flex flex-col items-center gap-2 py-16 text-center">
                <AvatarInitial name={otherName} className="size-16 text-2xl" />
                <p className="font-semibold">{otherName}</p>
                <p className="text-sm text-muted-foreground">{t('startYours')}</p>
                {!closed && starters.data ? <IceBreakerChips lines={starters.data.iceBreakers} messages={starters.data.iceBreakerMessages} onPick={(line) => setDraft(line)} /> : null}
              </div>
            ) : null}
            {list.map((m) => {
              const mine = m.sender.id === me;
              const person = { userId: m.sender.id, displayName: otherName };
              return (
                <div key={m.id} className="flex flex-col gap-2">
                  <MessageBubble content={m.content} sentAt={m.sentAt} mine={mine} now={now} status={mine ? (otherLastReadAt && otherLastReadAt >= m.sentAt ? 'read' : 'sent') : undefined} />
                  {!mine && m.scamCaution ? <ScamCaution /> : null}
                  {!mine && m.flagged && m.botherPrompt ? (
                    <BotherPrompt
                      onReport={() => onBotherAction?.({ mode: 'report', person, content: m.content })}
                      onBlock={() => onBotherAction?.({ mode: 'block', person, content: m.content })}
                      onDismiss={() =>
                        dismissBother.mutate(m, { onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('tryAgain')), variant: 'destructive' }) })
                      }
                      dismissing={dismissBother.isPending}
                    />
                  ) : null}
                </div>
              );
            })}
            {pendingShown ? (
              <MessageBubble content={pendingShown.content} sentAt={null} mine now={now} status={pendingShown.status} onRetry={() => submit(pendingShown.content, pendingShown)} />
            ) : null}
            {otherTyping ? <TypingIndicator name={otherName} /> : null}
          </div>
        )}
      </div>
      <AreYouSureDialog
        categories={ask?.categories ?? null}
        pending={send.isPending}
        onEdit={() => {
          setAsk(null);
          document.getElementById('chat-input')?.focus();
        }}
        onSendAnyway={() => ask && submit(ask.content, undefined, true)}
      />
      {closed ? (
        <p className="border-t px-4 py-4 text-center text-sm text-muted-foreground">{t('closed')}</p>
      ) : (
        <form
          className="flex items-end gap-2 border-t bg-background px-3 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]"
          onSubmit={(event) => {
            event.preventDefault();
            submit(draft);
          }}
        >
          <label htmlFor="chat-input" className="sr-only">
            {t('message')}
          </label>
          <textarea
            id="chat-input"
            rows={1}
            value={draft}
            placeholder={t('placeholder')}
            maxLength={2000}
            onChange={(event) => {
              setDraft(event.target.value);
              if (event.target.value.trim()) notifyTyping();
              else stopTyping();
            }}
            onKeyDown={onKeyDown}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-input bg-card px-4 py-2.5 text-[15px] leading-snug placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <Button type="submit" size="icon" className="rounded-full" disabled={!canSend} aria-label={send.isPending ? t('sending') : t('send')}>
            <SendHorizontal aria-hidden className="rtl:-scale-x-100" />
          </Button>
        </form>
      )}
    </ChatFrame>
  );
}

function ChatFrame({ title, onBack, actions, children }: { title: React.ReactNode; onBack: () => void; actions?: React.ReactNode; children: React.ReactNode }) {
  const t = chat.useT();
  return (
    <div className="mx-auto flex h-[calc(100dvh-var(--meeting-banner-h,0px))] w-full max-w-[480px] flex-col bg-background sm:border-x">
      <header className="flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur">
        <Button variant="ghost" size="icon" className="rounded-full" onClick={onBack} aria-label={t('backToMessages')}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <h1 className="@container min-w-0 flex-1 truncate">{title}</h1>
        {actions}
        <ThemeToggle />
      </header>
      <main className="flex min-h-0 flex-1 flex-col">{children}</main>
    </div>
  );
}

/** The chat route without an id (spec: 'No conversation selected'). */
export function NoConversationSelected() {
  const navigate = useNavigate();
  const t = chat.useT();
  return (
    <ChatFrame title={t('messages')} onBack={() => navigate('/conversations')}>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
        <p className="font-semibold">{t('noneSelected')}</p>
        <Button variant="outline" onClick={() => navigate('/conversations')}>
          {t('openConversations')}
        </Button>
      </div>
    </ChatFrame>
  );
}
