import { Briefcase, Clock, Heart, Loader2, LocateFixed, LogOut, MapPin, QrCode, ShieldCheck, Store } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CheckInResponse, NearbyVenue } from '@converge/contracts';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { useDistanceFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { checkin } from '@/locales/checkin';
import { common } from '@/locales/common';
import { serverMessage } from '@/lib/api-client';
import { useCheckOut } from '../api/check-in';
import { useCurrentCheckIn } from '../api/current-check-in';
import { useLocationCheckIn, type LocationStep } from '../hooks/use-location-check-in';
import { checkInMode, useCheckInMode } from '../mode';
import { formatVenueTime } from '@/lib/venue-time';

const STEP_LABEL = { locating: 'step.locating', searching: 'step.searching', 'checking-in': 'step.checkingIn' } as const satisfies Record<Exclude<LocationStep, 'idle'>, string>;

/**
 * Location Check-In and QR Code Scan cards, then 'Select your location' — the
 * venues near the person (distance in km to one decimal, else the address).
 */
export function CheckInView({
  onOpenScanner,
  onCheckedIn,
  onGoToDiscovery,
}: {
  onOpenScanner: () => void;
  onCheckedIn: (checkIn: CheckInResponse) => void;
  onGoToDiscovery: (checkIn: CheckInResponse) => void;
}) {
  const t = checkin.useT();
  const { step, venues, pendingVenueId, locationUnavailable, useMyLocation, chooseVenue } = useLocationCheckIn(onCheckedIn);
  const busy = step !== 'idle' || pendingVenueId !== null;
  const listRef = useRef<HTMLElement>(null);
  const current = useCurrentCheckIn();

  // "Multiple venues found" asks the person to pick: bring the list to them.
  useEffect(() => {
    if (venues && venues.length > 1) {
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      listRef.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  }, [venues]);

  // The cards wait for the first answer to "am I checked in?" (a check-in or a failure): the current
  // check-in's card sits above them, and arriving later it would push them down under the person's thumb.
  if (current.isPending && !current.isFetched) {
    return (
      <>
        <PageHeader title={t('title')} />
        <div className="p-4" aria-busy="true" />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} />
      <div className="flex flex-col gap-4 p-4">
        <CurrentCheckInCard onGoToDiscovery={onGoToDiscovery} />
        <ModeSwitch />

        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-primary-soft text-primary-text">
                <MapPin className="size-5" aria-hidden />
              </span>
              <div>
                <CardTitle>{t('location.title')}</CardTitle>
                <CardDescription>{t('location.text')}</CardDescription>
              </div>
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Button onClick={useMyLocation} disabled={busy} size="lg" className="w-full">
              {step === 'idle' ? <LocateFixed aria-hidden /> : <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
              {step === 'idle' ? t('location.use') : t(STEP_LABEL[step])}
            </Button>
            <p className="flex items-start gap-2 text-xs text-muted-foreground">
              <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('location.privacy')}
            </p>
            {locationUnavailable ? (
              // A check-in needs proof of presence; without a position, the venue's code is it.
              <div role="note" className="flex flex-col gap-2 rounded-xl bg-primary-soft p-3 text-sm" data-testid="scan-instead">
                <p>
                  <span className="font-semibold">{t('location.cannot')}</span> {t('location.scanInstead')}
                </p>
                <Button onClick={onOpenScanner} variant="outline" size="sm" className="self-start" disabled={busy}>
                  <QrCode aria-hidden /> {t('location.scanCode')}
                </Button>
              </div>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-full bg-primary-soft text-primary-text">
                <QrCode className="size-5" aria-hidden />
              </span>
              <div>
                <CardTitle>{t('qr.title')}</CardTitle>
                <CardDescription>{t('qr.text')}</CardDescription>
              </div>
            </div>
          </CardHeader>
          <CardContent>
            <Button onClick={onOpenScanner} variant="outline" size="lg" className="w-full" disabled={busy}>
              <QrCode aria-hidden /> {t('qr.scan')}
            </Button>
          </CardContent>
        </Card>

        <section ref={listRef} aria-labelledby="venue-list-title" className="flex scroll-mt-16 flex-col gap-2">
          <h2 id="venue-list-title" className="px-1 text-sm font-semibold">
            {t('list.title')}
          </h2>
          <VenueList venues={venues} searching={step === 'searching' || step === 'locating'} pendingVenueId={pendingVenueId} disabled={busy} onChoose={chooseVenue} />
        </section>
      </div>
    </>
  );
}

function VenueList({
  venues,
  searching,
  pendingVenueId,
  disabled,
  onChoose,
}: {
  venues: NearbyVenue[] | null;
  searching: boolean;
  pendingVenueId: string | null;
  disabled: boolean;
  onChoose: (venue: NearbyVenue) => void;
}) {
  const t = checkin.useT();
  const formatDistance = useDistanceFormat();
  if (searching && !venues) {
    return (
      <Card className="flex flex-col gap-2 p-3" aria-busy="true" aria-label={t('list.finding')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
        ))}
      </Card>
    );
  }
  if (!venues) {
    return (
      <Card className="flex flex-col items-center gap-2 p-6 text-center">
        <MapPin className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm font-medium">{t('list.empty.title')}</p>
        <p className="text-xs text-muted-foreground">{t('list.empty.text')}</p>
      </Card>
    );
  }
  if (venues.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-6 text-center">
        <Store className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm font-medium">{t('list.none.title')}</p>
        <p className="text-xs text-muted-foreground">{t('list.none.text')}</p>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y" aria-label={t('list.label')}>
        {venues.map((venue) => (
          <li key={venue.id}>
            <button
              type="button"
              onClick={() => onChoose(venue)}
              disabled={disabled}
              className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-start transition-colors duration-150 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none disabled:opacity-60"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-muted">
                {pendingVenueId === venue.id ? <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Store className="size-4" aria-hidden />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">
                  <bdi>{venue.name}</bdi>
                </span>
                <span className="block truncate text-xs text-muted-foreground">{typeof venue.distance === 'number' ? formatDistance(venue.distance * 1000) : venue.address}</span>
              </span>
              {pendingVenueId === venue.id ? <span className="text-xs text-muted-foreground">{t('step.checkingIn')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Check in for dating (default) or for professional networking; the two never see each other. */
function ModeSwitch() {
  const t = checkin.useT();
  const mode = useCheckInMode();
  const professional = mode === 'professional';
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <span className={`grid size-10 shrink-0 place-items-center rounded-full ${professional ? 'bg-pro-soft text-pro-text' : 'bg-primary-soft text-primary-text'}`}>
        {professional ? <Briefcase className="size-5" aria-hidden /> : <Heart className="size-5" aria-hidden />}
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <label htmlFor="checkin-mode" className="block text-sm font-semibold">
          {t('mode.label')}
        </label>
        <p id="checkin-mode-hint" className="text-xs text-muted-foreground">
          {professional ? t('mode.on') : t('mode.off')}
        </p>
      </div>
      <Switch
        id="checkin-mode"
        className="data-[state=checked]:bg-pro"
        aria-describedby="checkin-mode-hint"
        checked={professional}
        onCheckedChange={(on) => checkInMode.set(on ? 'professional' : 'dating')}
      />
    </Card>
  );
}

function CurrentCheckInCard({ onGoToDiscovery }: { onGoToDiscovery: (checkIn: CheckInResponse) => void }) {
  const t = checkin.useT();
  const language = useLanguage();
  const { data: checkIn } = useCurrentCheckIn();
  const checkOut = useCheckOut();
  if (!checkIn) return null;
  // In the venue's time zone.
  const until = formatVenueTime(checkIn.expiresAt, checkIn.venue.timeZone, language);
  return (
    <Card className="border-success/40">
      <CardHeader>
        <div className="flex items-center justify-between">
          <Badge variant="success">
            <ShieldCheck aria-hidden /> {checkIn.mode === 'professional' ? t('current.checkedInPro') : t('current.checkedIn')}
          </Badge>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden /> {t('current.until', { time: until })}
          </span>
        </div>
        {/* Names and addresses are data in their own script: <bdi> keeps "100 Shoreditch High St" in order in Arabic. */}
        <CardTitle className="mt-2 text-lg">
          <bdi>{checkIn.venue.name}</bdi>
        </CardTitle>
        <CardDescription>
          <bdi>{checkIn.venue.address}</bdi>
        </CardDescription>
      </CardHeader>
      {/* Side by side while they fit, one above the other at large text sizes (they overlapped). */}
      <CardContent className="flex flex-wrap gap-2">
        <Button className="flex-1" onClick={() => onGoToDiscovery(checkIn)}>
          {t('current.seeWho')}
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          disabled={checkOut.isPending}
          onClick={() =>
            checkOut.mutate(undefined, {
              onSuccess: () => toast({ title: t('toast.checkedOut'), description: t('toast.checkedOut.message', { venue: checkIn.venue.name }) }),
              onError: (error) => toast({ title: common.t('error.title'), description: serverMessage(error, t('toast.checkOutFailed')), variant: 'destructive' }),
            })
          }
        >
          <LogOut aria-hidden /> {checkOut.isPending ? t('current.checkingOut') : t('current.checkOut')}
        </Button>
      </CardContent>
    </Card>
  );
}
