import { useEffect, useState, type ReactNode } from 'react';
import { AlertTriangle, CalendarCheck, MapPin, Navigation, Phone } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useDistanceFormat } from '@/lib/format';
import { appView } from '@/stores/app-view';
import { partnerOf, type Match } from '@/stores/active-match';
import { meetingPhase, STARTING_GRACE_MS, useActiveMatch, useArrive, useMeetingSession } from '../api/meeting';
import { progressFor } from '../countdown';
import { useLiveDistance } from '../hooks/use-live-distance';
import { useMeetingRealtime } from '../hooks/use-meeting-realtime';
import { MeetPointStatus } from './meet-point-status';
import { callText, useLocalEmergencyNumbers } from '@/lib/emergency-numbers';
import { BackToMatchesState } from './back-to-matches-state';
import { common } from '@/locales/common';
import { meeting } from '@/locales/meeting';
import { useLanguage } from '@/lib/i18n';
import { meetPointKeyIn, useMeetPointName } from '@/lib/meet-point-name';

/**
 * A meeting that is over (both arrived and the 3 minutes passed, or someone pressed Stop Now): nothing
 * to navigate to, so offer to meet again, which is a new proposal the other person accepts.
 */
function MeetingEnded({ name, meetPoint, venue }: { name: string; meetPoint: string | null; venue: string | null }) {
  const t = meeting.useT();
  return (
    <div>
      <PageHeader title={t('find', { name })} onBack={() => appView.setView('matches')} backLabel={t('backToMatches')} />
      <div className="flex flex-col items-center gap-3 px-6 py-20 text-center" data-testid="meeting-ended">
        <CalendarCheck className="size-12 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">{t('ended.title')}</h2>
        <p className="text-sm text-muted-foreground">
          {meetPoint ? (venue ? t('ended.textAtVenue', { name, point: meetPoint, venue }) : t('ended.textAt', { name, point: meetPoint })) : t('ended.text', { name })}
        </p>
        <Button className="mt-2" onClick={() => appView.setView('meetpoint')}>
          {t('ended.again')}
        </Button>
        <Button variant="ghost" onClick={() => appView.setView('matches')}>
          {t('backToMatches.button')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec "Navigation view", with the real live distance between grid-snapped positions. `afterStatus`
 * is what the app layer adds under the meet-point status (the safety feature's "Check on me" offer).
 */
export function NavigationView({ afterStatus }: { afterStatus?: (match: Match) => ReactNode } = {}) {
  const t = meeting.useT();
  const pointName = useMeetPointName();
  const language = useLanguage();
  const distance = useDistanceFormat();
  useMeetingRealtime();
  const { match, isPending } = useActiveMatch();
  const session = useMeetingSession(match);
  const live = useLiveDistance(session.data?.sessionId ?? null, Boolean(session.data?.sharingActive));
  const arrive = useArrive();
  const numbers = useLocalEmergencyNumbers();
  // "Starting" lasts a few seconds after proposing; then no session means the meeting is over.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), STARTING_GRACE_MS + 100);
    return () => clearTimeout(timer);
  }, [session.data, match?.id]);

  if (isPending) return <Spinner label={common.t('loading')} className="min-h-[70dvh]" />;
  if (!match) {
    return (
      <div>
        <PageHeader title={t('navigation')} onBack={() => appView.setView('matches')} backLabel={t('backToMatches')} />
        <BackToMatchesState icon={Navigation} title={t('noMeeting')} />
      </div>
    );
  }
  const partner = partnerOf(match);
  const name = partner.profile.displayName;
  const s = session.data;
  const phase = meetingPhase(match, session, now);
  const named = (point: string | null) => (point ? pointName(point, meetPointKeyIn(match, point)) : null);
  if (phase === 'ended') return <MeetingEnded name={name} meetPoint={named(match.meetPoint)} venue={match.venue.name} />;
  const meetPoint = named(s?.meetPoint ?? match.meetPoint);
  const bothArrived = Boolean(s?.arrived.me && s?.arrived.partner);
  const here = bothArrived || (live.distance !== null && live.distance <= 50);
  const progress = here ? 100 : progressFor(live.distance, live.startDistance);
  // A distance only while both share (agreed); never a distance next to "is here".
  const distanceText = here
    ? t('here')
    : s && !s.agreed
      ? s.proposedBy === match.currentUserId
        ? t('waitingAccept', { name })
        : t('suggested', { name })
      : live.distance !== null && !s?.arrived.partner
        ? common.t('distance.away', { distance: distance(live.distance, true) })
        : live.locationError
          ? live.locationError
          : s?.arrived.partner
            ? t('partnerWaiting', { name })
            : s
              ? t('waitingLocation', { name })
              : t('starting');
  // "On the way" only about someone whose position has actually arrived (they started sharing), and never
  // under "You're here!": at the same spot, the other person is there too.
  const partnerLine =
    !s || !s.agreed ? null : s.arrived.partner || here ? t('partner.here', { name }) : live.distance !== null ? t('partner.onTheWay', { name }) : t('partner.notSharing', { name });

  return (
    <div className="pb-6">
      <PageHeader title={t('find', { name: partner.profile.displayName })} onBack={() => appView.setView('matches')} backLabel={t('backToMatches')} />
      <div className="flex flex-col gap-4 px-4 pt-4">
        <Card className="flex flex-col items-center gap-4 p-6 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-text">
            <MapPin className="size-8" aria-hidden />
          </span>
          <p className="text-lg font-semibold" data-testid="meet-point">
            {meetPoint ? t('headTo', { point: meetPoint }) : t('noPoint')}
          </p>
          <p className="text-sm text-muted-foreground">{match.venue.name}</p>
          <p aria-live="polite" data-testid="distance" className="text-2xl font-bold">
            {distanceText}
          </p>
          <div className="h-3 w-full overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={t('progress')}>
            <div className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
          </div>
          {partnerLine ? (
            <p className="text-xs text-muted-foreground" data-testid="partner-status">
              {t('approximate', { partner: partnerLine })}
            </p>
          ) : null}
        </Card>
        <MeetPointStatus match={match} />
        {afterStatus?.(match)}
        <Button
          size="lg"
          disabled={arrive.isPending || !s || !s.agreed || s.arrived.me}
          onClick={() =>
            s &&
            arrive.mutate(s.sessionId, {
              onSuccess: () => {
                toast({ title: t('toast.arrived'), description: t('toast.arrived.message', { name }) });
                appView.setView('matches');
              },
              onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('toast.arriveFailed')), variant: 'destructive' }),
            })
          }
        >
          {arrive.isPending ? t('confirming') : s?.arrived.me ? t('arrivalConfirmed') : t('imHere')}
        </Button>
        {match.venue.phone ? (
          <Button variant="outline" asChild>
            <a href={`tel:${match.venue.phone.replace(/[^+\d]/g, '')}`}>
              <Phone aria-hidden /> {t('callVenue')}
            </a>
          </Button>
        ) : null}
        {/* Emergency is a small danger control at the bottom, well away from I'm Here. */}
        <div className="mt-6 flex items-center justify-between gap-3 rounded-xl border border-destructive/40 px-3 py-2">
          <p className="text-xs text-muted-foreground">{t('inDanger', { numbers: callText(numbers, language) })}</p>
          <Button
            size="sm"
            variant="ghost"
            className="shrink-0 text-destructive-text hover:bg-destructive/10"
            onClick={() =>
              toast({
                title: t('emergency'),
                description: t('emergency.message', { numbers: callText(numbers, language) }),
                variant: 'destructive',
              })
            }
          >
            <AlertTriangle aria-hidden /> {t('emergency')}
          </Button>
        </div>
      </div>
    </div>
  );
}
