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

const dateTime = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const at = (iso: string) => dateTime.format(new Date(iso));

/** "14 days", "1 hour": a lifetime in words. */
export function durationWords(seconds: number): string {
  const units: Array<[number, string]> = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size) {
      const n = Math.round(seconds / size);
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} seconds`;
}

/**
 * Where I am signed in: each session with when it began, was last used, ends if unused and
 * ends at the latest; another device can be signed out from here (one I do not recognise).
 */
export function SignedInSessions() {
  const sessions = useSessions();
  const end = useEndSession();
  const data = sessions.data;

  async function onEnd(session: SignedInSession) {
    try {
      await end.mutateAsync(session.id);
      toast({ title: 'Signed out', description: `The session from ${at(session.createdAt)} has ended.` });
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err, 'Failed to sign that session out'), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        Where you&apos;re signed in
      </h2>
      <Card className="overflow-hidden">
        {sessions.isPending ? (
          <Spinner label="Loading..." className="py-6" />
        ) : sessions.isError || !data ? (
          <LoadFailed compact message="Unable to load where you're signed in." onRetry={() => void sessions.refetch()} />
        ) : (
          <>
            <p className="flex items-start gap-3 px-4 pt-4 text-xs text-muted-foreground">
              <MonitorSmartphone className="size-5 shrink-0" aria-hidden />
              <span>
                A session ends after {durationWords(data.idleTimeoutSeconds)} without use, and {durationWords(data.absoluteLifetimeSeconds)} after signing in however often it is used. Sign
                out any you don&apos;t recognise.
              </span>
            </p>
            <ul className="divide-y" aria-label="Signed-in sessions">
              {data.sessions.map((s) => (
                <li key={s.id} className="flex items-start gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1 text-xs text-muted-foreground">
                    <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
                      Signed in {at(s.createdAt)}
                      {s.current ? <Badge variant="success">This device</Badge> : null}
                    </p>
                    <p>Last active {at(s.lastActiveAt)}</p>
                    <p>Ends if unused: {at(s.idleExpiresAt)}</p>
                    <p>Ends at the latest: {at(s.expiresAt)}</p>
                  </div>
                  {s.current ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Sign out the session from ${at(s.createdAt)}`}
                      disabled={end.isPending && end.variables === s.id}
                      onClick={() => void onEnd(s)}
                    >
                      {end.isPending && end.variables === s.id ? 'Signing out...' : 'Sign out'}
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
