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
import { MeetPointStatus } from './meet-point-status';
import { callText, useLocalEmergencyNumbers } from '@/features/safety/local-numbers';
import { BackToMatchesState } from './back-to-matches-state';

/** Spec "Navigation view", with the real live distance between grid-snapped positions. */
export function NavigationView() {
  useMeetingRealtime();
  const { match, isPending } = useActiveMatch();
  const session = useMeetingSession(match);
  const live = useLiveDistance(session.data?.sessionId ?? null, Boolean(session.data?.sharingActive));
  const arrive = useArrive();
  const numbers = useLocalEmergencyNumbers();

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
  const name = partner.profile.displayName;
  const s = session.data;
  const meetPoint = s?.meetPoint ?? match.meetPoint;
  const bothArrived = Boolean(s?.arrived.me && s?.arrived.partner);
  const here = bothArrived || (live.distance !== null && live.distance <= 50);
  const progress = here ? 100 : progressFor(live.distance, live.startDistance);
  // A distance only while both share (agreed); never a distance next to "is here".
  const distanceText = here
    ? "You're here!"
    : s && !s.agreed
      ? s.proposedBy === match.currentUserId
        ? `Waiting for ${name} to accept`
        : `${name} suggested this point`
      : live.distance !== null && !s?.arrived.partner
        ? formatDistanceMetres(live.distance)
        : live.locationError
          ? live.locationError
          : s?.arrived.partner
            ? `${name} is waiting there`
            : s
              ? `Waiting for ${name}'s location...`
              : 'Starting the meeting...';
  // "On the way" only about someone whose position has actually arrived (they started sharing).
  const partnerLine = !s || !s.agreed
    ? null
    : s.arrived.partner
      ? `${name} is here.`
      : live.distance !== null
        ? `${name} is on the way.`
        : `${name} has not started sharing yet.`;

  return (
    <div className="pb-6">
      <PageHeader title={`Find ${partner.profile.displayName}`} onBack={() => appView.setView('matches')} backLabel="Back to matches" />
      <div className="flex flex-col gap-4 px-4 pt-4">
        <Card className="flex flex-col items-center gap-4 p-6 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-text">
            <MapPin className="size-8" aria-hidden />
          </span>
          <p className="text-lg font-semibold" data-testid="meet-point">
            {meetPoint ? `Head to ${meetPoint}` : 'No meet point chosen yet'}
          </p>
          <p className="text-sm text-muted-foreground">{match.venue.name}</p>
          <p aria-live="polite" data-testid="distance" className="text-2xl font-bold">
            {distanceText}
          </p>
          <div className="h-3 w-full overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label="Progress to the meet point">
            <div className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
          </div>
          {partnerLine ? (
            <p className="text-xs text-muted-foreground" data-testid="partner-status">
              {partnerLine} Distances are approximate (about 50 m) to protect both of you.
            </p>
          ) : null}
        </Card>
        <MeetPointStatus match={match} />
        <Button
          size="lg"
          disabled={arrive.isPending || !s || !s.agreed || s.arrived.me}
          onClick={() =>
            s &&
            arrive.mutate(s.sessionId, {
              onSuccess: () => {
                toast({ title: 'Arrival confirmed!', description: `We'll let ${name} know you're here.` });
                appView.setView('matches');
              },
              onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to confirm arrival'), variant: 'destructive' }),
            })
          }
        >
          {arrive.isPending ? 'Confirming...' : s?.arrived.me ? 'Arrival confirmed' : "I'm Here"}
        </Button>
        {match.venue.phone ? (
          <Button variant="outline" asChild>
            <a href={`tel:${match.venue.phone.replace(/[^+\d]/g, '')}`}>
              <Phone aria-hidden /> Call Venue
            </a>
          </Button>
        ) : null}
        {/* Emergency is a small danger control at the bottom, well away from I'm Here (issue 20). */}
        <div className="mt-6 flex items-center justify-between gap-3 rounded-xl border border-destructive/40 px-3 py-2">
          <p className="text-xs text-muted-foreground">In danger? Emergency services: {callText(numbers)}</p>
          <Button
            size="sm"
            variant="ghost"
            className="shrink-0 text-destructive-text hover:bg-destructive/10"
            onClick={() =>
              toast({
                title: 'Emergency',
                description: `If you are in danger, call emergency services now: ${callText(numbers)}. Open the Safety Center for the panic button.`,
                variant: 'destructive',
              })
            }
          >
            <AlertTriangle aria-hidden /> Emergency
          </Button>
        </div>
      </div>
    </div>
  );
}
