import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { cn } from '@/lib/utils';
import { relativeTime } from './relative-time';
import { chat } from '@/locales/chat';

export type BubbleStatus = 'sent' | 'read' | 'sending' | 'failed';

/**
 * One message. Content is rendered as text (React escapes it; no HTML, no link previews fetched);
 * my messages carry a tick: one when sent, two when the other person has read them.
 */
export function MessageBubble({
  content,
  sentAt,
  mine,
  status,
  now,
  onRetry,
}: {
  content: string;
  sentAt: string | null;
  mine: boolean;
  status?: BubbleStatus;
  now: Date;
  onRetry?: () => void;
}) {
  const t = chat.useT();
  return (
    <div className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-testid={mine ? 'message-mine' : 'message-theirs'}>
      <p
        className={cn(
          'max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-snug',
          mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
          status === 'sending' && 'opacity-70',
          status === 'failed' && 'bg-destructive/15 text-foreground ring-1 ring-destructive/60',
        )}
      >
        {content}
      </p>
      <span className="flex items-center gap-1 px-1 text-[11px] text-muted-foreground">
        {status === 'failed' ? (
          <>
            <AlertCircle className="size-3.5 text-destructive-text" aria-hidden />
            <span className="text-destructive-text">{t('bubble.failed')}</span>
            <button type="button" onClick={onRetry} className="ms-1 font-semibold text-foreground underline underline-offset-2">
              {t('bubble.retry')}
            </button>
          </>
        ) : status === 'sending' ? (
          <>
            <Clock className="size-3.5" aria-hidden />
            <span>{t('sending')}</span>
          </>
        ) : (
          <>
            <span>{relativeTime(sentAt, now)}</span>
            {mine && status === 'read' ? <CheckCheck className="size-3.5 text-primary-text" aria-label={t('bubble.read')} /> : null}
            {mine && status === 'sent' ? <Check className="size-3.5" aria-label={t('bubble.sent')} /> : null}
          </>
        )}
      </span>
    </div>
  );
}
