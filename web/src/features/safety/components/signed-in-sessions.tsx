import { MonitorSmartphone } from 'lucide-react';
import type { SignedInSession } from '@converge/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useEndSession, useSessions } from '../api/sessions';
import { currentLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { safety } from '@/locales/safety';

const at = (iso: string) => new Date(iso).toLocaleString(currentLanguage(), { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "14 days", "1 hour": a lifetime in words, in the app's language. */
export function durationWords(seconds: number): string {
  const units = [
    [86_400, 'duration.days'],
    [3_600, 'duration.hours'],
    [60, 'duration.minutes'],
  ] as const;
  for (const [size, key] of units) {
    if (seconds >= size) return safety.t(key, { count: Math.round(seconds / size) });
  }
  return safety.t('duration.seconds', { count: seconds });
}

/**
 * Where I am signed in: each session with when it began, was last used, ends if unused and
 * ends at the latest; another device can be signed out from here (one I do not recognise).
 */
export function SignedInSessions() {
  const t = safety.useT();
  const sessions = useSessions();
  const end = useEndSession();
  const data = sessions.data;

  async function onEnd(session: SignedInSession) {
    try {
      await end.mutateAsync(session.id);
      toast({ title: safety.t('sessions.signedOut'), description: safety.t('sessions.signedOut.message', { date: at(session.createdAt) }) });
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, safety.t('sessions.signOutFailed')), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        {t('sessions.heading')}
      </h2>
      <Card className="overflow-hidden">
        {sessions.isPending ? (
          <Spinner label={common.t('loading')} className="py-6" />
        ) : sessions.isError || !data ? (
          <LoadFailed compact message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
        ) : (
          <>
            <p className="flex items-start gap-3 px-4 pt-4 text-xs text-muted-foreground">
              <MonitorSmartphone className="size-5 shrink-0" aria-hidden />
              <span>{t('sessions.explain', { idle: durationWords(data.idleTimeoutSeconds), lifetime: durationWords(data.absoluteLifetimeSeconds) })}</span>
            </p>
            <ul className="divide-y" aria-label={t('sessions.listLabel')}>
              {data.sessions.map((s) => (
                <li key={s.id} className="flex items-start gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1 text-xs text-muted-foreground">
                    <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
                      {t('sessions.signedIn', { date: at(s.createdAt) })}
                      {s.current ? <Badge variant="success">{t('sessions.thisDevice')}</Badge> : null}
                    </p>
                    <p>{t('sessions.lastActive', { date: at(s.lastActiveAt) })}</p>
                    <p>{t('sessions.idleEnds', { date: at(s.idleExpiresAt) })}</p>
                    <p>{t('sessions.ends', { date: at(s.expiresAt) })}</p>
                  </div>
                  {s.current ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('sessions.signOutLabel', { date: at(s.createdAt) })}
                      disabled={end.isPending && end.variables === s.id}
                      onClick={() => void onEnd(s)}
                    >
                      {end.isPending && end.variables === s.id ? t('sessions.signingOut') : t('sessions.signOut')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </section>
  );
}
