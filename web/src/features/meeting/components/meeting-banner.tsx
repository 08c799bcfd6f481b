import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { formatCountdown } from '../countdown';
import { meetingKeys, useExtendSharing, useStopSharing, type MeetingSession } from '../api/meeting';
import { common } from '@/locales/common';
import { sharing } from '@/locales/sharing';

export const SHARING_OFF_TITLE = () => sharing.t('sharingOff');

/**
 * Spec "Meeting session": m:ss countdown to the auto-disable time, every second. At 0 the spec reloads
 * the page; what it intends is done without one: the session is marked as no longer sharing
 * at once (the banner goes, live distances stop), a toast says sharing is off, and the session and
 * matches are read again from the server, which switched sharing off at that moment.
 * Keep Sharing (then hidden; it takes effect once both asked) and Stop Now (the banner disappears).
 */
export function MeetingBanner({ session }: { session: MeetingSession }) {
  const t = sharing.useT();
  const queryClient = useQueryClient();
  const extend = useExtendSharing();
  const stop = useStopSharing();
  const [now, setNow] = useState(() => Date.now());
  const [stopped, setStopped] = useState(false);
  const target = session.autoDisableTime ? new Date(session.autoDisableTime).getTime() : null;

  useEffect(() => {
    if (target === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= target) {
        clearInterval(timer);
        sharingEnded(queryClient, session.sessionId);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [target, queryClient, session.sessionId]);

  if (stopped || !session.sharingActive || target === null) return null;
  // The countdown is bold inside the sentence: the message is split where its {time} goes.
  const turnsOff = t('turnsOff', { time: '\u0001' }).split('\u0001');
  return (
    <div role="status" aria-label={t('label')} className="flex flex-col gap-3 rounded-2xl border border-success/30 bg-success-soft p-4">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-5 shrink-0 text-success" aria-hidden />
        <p className="flex-1 text-sm">
          {turnsOff[0]}
          <span className="font-mono text-base font-bold tabular-nums">{formatCountdown(target - now)}</span>
          {turnsOff[1]}
        </p>
      </div>
      <div className="flex gap-2">
        {/* Keep Sharing needs both people: after my request, wait for the other's. */}
        {!session.keepLocationSharing && session.keepRequested.me ? <p className="flex-1 self-center text-xs text-muted-foreground">{t('keepsOnce')}</p> : null}
        {!session.keepLocationSharing && !session.keepRequested.me ? (
          <Button
            size="sm"
            variant="outline"
            className="flex-1"
            disabled={extend.isPending}
            onClick={() =>
              extend.mutate(session.sessionId, {
                onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('extendFailed')), variant: 'destructive' }),
              })
            }
          >
            {extend.isPending ? t('extending') : t('keep')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="destructive"
          className="flex-1"
          disabled={stop.isPending}
          onClick={() =>
            stop.mutate(session.sessionId, {
              onSuccess: () => setStopped(true),
              onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('stopFailed')), variant: 'destructive' }),
            })
          }
        >
          {stop.isPending ? t('stopping') : t('stop')}
        </Button>
      </div>
    </div>
  );
}

/** Sessions whose end of sharing this page has already announced. */
const announced = new Set<string>();

/**
 * Says once per session that sharing is off. Two things can tell the page first, whichever comes
 * first: the banner's own countdown reaching 0, or the server's push that it switched sharing off
 * (which re-reads the session, and the banner, no longer sharing, stops its countdown unannounced).
 */
export function announceSharingOff(sessionId: string): void {
  if (announced.has(sessionId)) return;
  announced.add(sessionId);
  toast({ title: SHARING_OFF_TITLE(), description: sharing.t('sharingOff.message') });
}

/** The countdown reached 0: what a reload would have shown, without one. */
function sharingEnded(queryClient: ReturnType<typeof useQueryClient>, sessionId: string) {
  queryClient.setQueriesData<MeetingSession | null>({ queryKey: meetingKeys.all }, (old) => (old && old.sessionId === sessionId ? { ...old, sharingActive: false, status: 'closed' } : old));
  announceSharingOff(sessionId);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['/api/matches'] });
  };
  refresh();
  // The server's stop runs at the same moment; a read that came a hair early is corrected by a second one.
  setTimeout(refresh, 2000);
}
