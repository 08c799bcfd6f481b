import { AlertTriangle, MapPin, Navigation, Phone } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { formatDistanceMetres } from '@/lib/format';
import { appView } from '@/stores/app-view';
import { partnerOf } from '@/stores/active-match';
import { useActiveMatch, useArrive, useMeetingSession } from '../api/meeting';
import { progressFor } from '../countdown';
import { useLiveDistance } from '../hooks/use-live-distance';
import { useMeetingRealtime } from '../hooks/use-meeting-realtime';
import { MeetingBanner } from './meeting-banner';
import { BackToMatchesState } from './back-to-matches-state';

/** Spec "Navigation view", with the real live distance between grid-snapped positions. */
export function NavigationView() {
  useMeetingRealtime();
  const { match, isPending } = useActiveMatch();
  const session = useMeetingSession(match);
  const live = useLiveDistance(session.data?.sessionId ?? null, Boolean(session.data?.sharingActive));
  const arrive = useArrive();

  if (isPending) return <Spinner label="Loading..." className="min-h-[70dvh]" />;
  if (!match) {
    return (
      <div>
        <PageHeader title="Navigation" onBack={() => appView.setView('matches')} backLabel="Back to matches" />
        <BackToMatchesState icon={Navigation} title="No active meeting" />
      </div>
    );
  }
  const partner = partnerOf(match);
  const s = session.data;
  const bothArrived = Boolean(s?.arrived.me && s?.arrived.partner);
  const here = bothArrived || (live.distance !== null && live.distance <= 50);
  const progress = here ? 100 : progressFor(live.distance, live.startDistance);
  const distanceText = here
    ? "You're here!"
    : live.distance !== null
      ? formatDistanceMetres(live.distance)
      : live.locationError
        ? live.locationError
        : s
          ? `Waiting for ${partner.profile.displayName}'s location...`
          : 'Starting the meeting...';

  return (
    <div className="pb-6">
      <PageHeader title={`Find ${partner.profile.displayName}`} onBack={() => appView.setView('matches')} backLabel="Back to matches" />
      <div className="flex flex-col gap-4 px-4 pt-4">
        {s ? <MeetingBanner session={s} /> : null}
        <Card className="flex flex-col items-center gap-4 p-6 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-text">
            <MapPin className="size-8" aria-hidden />
          </span>
          <p className="text-lg font-semibold">Head to {s?.meetPoint ?? match.meetPoint ?? 'Main Bar'}</p>
          <p className="text-sm text-muted-foreground">{match.venue.name}</p>
          <p aria-live="polite" data-testid="distance" className="text-2xl font-bold">
            {distanceText}
          </p>
          <div className="h-3 w-full overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label="Progress to the meet point">
            <div className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
          </div>
          {s ? (
            <p className="text-xs text-muted-foreground">
              {s.arrived.partner ? `${partner.profile.displayName} is here.` : `${partner.profile.displayName} is on the way.`} Distances are approximate (about 50 m) to protect
              both of you.
            </p>
          ) : null}
        </Card>
        <Button
          size="lg"
          disabled={arrive.isPending || !s || s.arrived.me}
          onClick={() =>
            s &&
            arrive.mutate(s.sessionId, {
              onSuccess: () => {
                toast({ title: 'Arrival confirmed!', description: `We'll let ${partner.profile.displayName} know you're here.` });
                appView.setView('matches');
              },
              onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to confirm arrival'), variant: 'destructive' }),
            })
          }
        >
          {arrive.isPending ? 'Confirming...' : s?.arrived.me ? 'Arrival confirmed' : "I'm Here"}
        </Button>
        <div className="grid grid-cols-2 gap-2">
          {match.venue.phone ? (
            <Button variant="outline" asChild>
              <a href={`tel:${match.venue.phone.replace(/[^+\d]/g, '')}`}>
                <Phone aria-hidden /> Call Venue
              </a>
            </Button>
          ) : null}
          <Button
            variant="destructive"
            className={match.venue.phone ? '' : 'col-span-2'}
            onClick={() =>
              toast({ title: 'Emergency', description: 'If you are in danger, call emergency services now: 911. Open the Safety Center for the panic button.', variant: 'destructive' })
            }
          >
            <AlertTriangle aria-hidden /> Emergency
          </Button>
        </div>
      </div>
    </div>
  );
}
