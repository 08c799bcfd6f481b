import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EyeOff, Heart, Info, MapPin, MapPinOff, RefreshCw, SlidersHorizontal, Users, X } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { VerifiedBadge } from '@/components/verified-badge';
import { toast } from '@/components/ui/use-toast';
import { getMatch } from '../api/match';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { appView } from '@/stores/app-view';
import { matchState } from '@/stores/active-match';
import { rereadDiscovery, useCurrentCheckIn, useDiscoveryHeader, useDiscoveryProfiles, useLike, usePass } from '../api/discovery';
import { useSocketUp } from '@/lib/socket-events';
import { useIncognitoToggle } from '@/components/use-incognito-toggle';
import { useUser } from '@/lib/auth';
import { useVenueDiscoveryLive } from '../realtime';
import { FiltersPanel } from './filters-panel';
import { PhotoCarousel } from './photo-carousel';
import { common } from '@/locales/common';
import { discovery } from '@/locales/discovery';

/** Without the socket the screen re-reads the cards and the count this often (live discovery 5 s). */
const POLL_WHILE_OFFLINE_MS = 5000;

/** Spec "Discovery": venue header with the count here, the card stack, pass / info / like. */
export function DiscoveryView({
  cardActions,
}: {
  /** Extra actions in a card's info (the app passes report / block); `onDone` moves past the person. */
  cardActions?: (person: { userId: string; displayName: string }, onDone: () => void) => React.ReactNode;
} = {}) {
  const t = discovery.useT();
  const queryClient = useQueryClient();
  const checkIn = useCurrentCheckIn();
  const venueId = checkIn.data?.venue.id;
  // Live: pushes refetch the cards and the count; polling only while the socket is down.
  const socketUp = useSocketUp();
  useVenueDiscoveryLive(venueId);
  const pollEvery = socketUp ? false : POLL_WHILE_OFFLINE_MS;
  const header = useDiscoveryHeader(venueId, pollEvery);
  const profiles = useDiscoveryProfiles(venueId, pollEvery);
  const like = useLike();
  const pass = usePass();
  // People liked or passed on this screen: a refetch (a push, a poll) keeps the stack where it was.
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const [showInfo, setShowInfo] = useState(false);
  const [showFilters, setShowFilters] = useState(false);
  const { user } = useUser();
  // The same server setting as the profile's and the Safety Center's switch (POST /api/privacy/incognito).
  const incognito = useIncognitoToggle(user?.profile?.isIncognito ?? false);

  useEffect(() => setDone(new Set()), [venueId]);
  // Opening the info scrolls it into view: on a phone it starts below the fold.
  const infoRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (showInfo) infoRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showInfo]);
  const list = (profiles.data ?? []).filter((p) => !done.has(p.id));
  const current = list[0];
  const busy = like.isPending || pass.isPending;

  const refresh = () => {
    if (venueId) void rereadDiscovery(queryClient, venueId);
  };
  const advance = (id: string) => {
    setDone((prev) => new Set(prev).add(id));
    setShowInfo(false);
  };

  const onLike = () => {
    // A like is skipped without a current profile or venue.
    if (!current || !venueId || busy) return;
    like.mutate(
      { toUserId: current.id, venueId },
      {
        onSuccess: async (res) => {
          advance(current.id);
          if (res.matched && res.matchId) {
            // A new match comes with the like's answer; an older one (already matched) is read back.
            const match = res.match ?? (await getMatch(res.matchId).catch(() => null));
            if (match) matchState.showMatch(match);
          } else {
            toast({ title: t('toast.interest'), description: t('toast.interest.message', { name: current.profile.displayName }) });
          }
        },
        onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('toast.likeFailed')), variant: 'destructive' }),
      },
    );
  };
  const onPass = () => {
    if (!current || !venueId || busy) return;
    pass.mutate(
      { toUserId: current.id, venueId },
      {
        onSuccess: () => {
          toast({ title: t('toast.passed') });
          advance(current.id);
        },
        onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('toast.passFailed')), variant: 'destructive' }),
      },
    );
  };

  if (checkIn.isPending) return <Spinner label={common.t('loading')} className="min-h-[70dvh]" />;
  if (!checkIn.data) {
    return (
      <div>
        <PageHeader title={t('title')} onBack={() => appView.setView('checkin')} backLabel={t('backToCheckin')} />
        <div className="flex flex-col items-center gap-3 px-6 py-24 text-center">
          <MapPinOff className="size-12 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">{t('noCheckin.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('noCheckin.text')}</p>
          <Button className="mt-2" onClick={() => appView.setView('checkin')}>
            {t('noCheckin.go')}
          </Button>
        </div>
      </div>
    );
  }

  const peopleHere = header.data?.checkIn?.peopleHere;
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <PageHeader
        title={
          <span className="flex flex-col leading-tight">
            <span className="truncate">{checkIn.data.venue.name}</span>
            <span className="flex items-center gap-1 text-xs font-normal text-muted-foreground">
              <Users className="size-3" aria-hidden />
              {peopleHere === undefined ? '…' : t('peopleHere', { count: peopleHere })}
            </span>
          </span>
        }
        onBack={() => appView.setView('checkin')}
        backLabel={t('backToCheckin')}
      />
      <div className="flex flex-wrap gap-2 px-4 pt-3">
        <Button
          variant={incognito.checked ? 'default' : 'outline'}
          size="sm"
          aria-pressed={incognito.checked}
          disabled={incognito.disabled}
          onClick={() => void incognito.toggle(!incognito.checked)}
        >
          <EyeOff aria-hidden /> {incognito.checked ? t('incognito.on') : t('incognito')}
        </Button>
        <Button variant={showFilters ? 'default' : 'outline'} size="sm" aria-pressed={showFilters} aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
          <SlidersHorizontal aria-hidden /> {t('filters')}
        </Button>
      </div>
      {incognito.checked ? (
        <p role="status" className="mx-4 mt-2 rounded-xl bg-muted p-3 text-xs text-muted-foreground">
          {t('incognito.note')}
        </p>
      ) : null}
      {showFilters ? <FiltersPanel onClose={() => setShowFilters(false)} /> : null}

      <div className="flex flex-1 flex-col px-4 pb-6 pt-3">
        {profiles.isPending ? (
          <Spinner label={t('finding')} className="min-h-[50dvh]" />
        ) : profiles.isError ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="text-sm text-muted-foreground">{serverMessage(profiles.error, t('loadFailed'))}</p>
            <Button variant="outline" onClick={refresh}>
              <RefreshCw aria-hidden /> {common.t('refresh')}
            </Button>
          </div>
        ) : !current ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <Users className="size-12 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{done.size > 0 ? t('empty.done.title') : t('empty.none.title')}</h2>
            <p className="text-sm text-muted-foreground">{done.size > 0 ? t('empty.done.text') : t('empty.none.text')}</p>
            <Button className="mt-2" onClick={refresh}>
              <RefreshCw aria-hidden /> {common.t('refresh')}
            </Button>
          </div>
        ) : (
          <>
            <Card className="relative overflow-hidden p-0" aria-label={t('card.label', { name: current.profile.displayName, age: current.profile.age })}>
              <PhotoCarousel key={current.id} name={current.profile.displayName} photos={current.profile.photos}>
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/40 to-transparent p-4 pt-16 text-white">
                  <h2 className="text-2xl font-bold">
                    {current.profile.displayName}, <span className="font-normal">{current.profile.age}</span>
                  </h2>
                  {current.profile.isVerified ? <VerifiedBadge className="mt-1" /> : null}
                  {current.profile.bio ? <p className={cn('mt-1 text-sm text-white/90', !showInfo && 'line-clamp-2')}>{current.profile.bio}</p> : null}
                </div>
              </PhotoCarousel>
              {showInfo ? (
                <div className="p-4 text-sm" ref={infoRef}>
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-semibold">{t('about', { name: current.profile.displayName })}</p>
                    {cardActions?.({ userId: current.id, displayName: current.profile.displayName }, refresh)}
                  </div>
                  <p className="mt-1 whitespace-pre-line text-muted-foreground">{current.profile.bio || t('noBio')}</p>
                  <ul className="mt-3 space-y-2 text-muted-foreground">
                    <li className="flex items-center gap-2">
                      <MapPin className="size-4" aria-hidden /> {t('checkedInAt', { venue: checkIn.data.venue.name })}
                    </li>
                    <li>{current.profile.isVerified ? <VerifiedBadge /> : t('notVerified')}</li>
                  </ul>
                  {current.profile.interestTags?.length ? (
                    <ul aria-label={t('interests')} className="mt-3 flex flex-wrap gap-2">
                      {current.profile.interestTags.map((tag) => (
                        <li key={tag} className="rounded-full bg-muted px-3 py-1 text-xs">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
            </Card>
            <div className="mt-4 flex items-center justify-center gap-5">
              <Button variant="outline" className="size-[64px] rounded-full [&_svg]:size-7" aria-label={t('pass')} onClick={onPass} disabled={busy}>
                <X aria-hidden />
              </Button>
              <Button variant="secondary" className="size-[48px] rounded-full [&_svg]:size-5" aria-label={t('info')} aria-pressed={showInfo} onClick={() => setShowInfo((v) => !v)}>
                <Info aria-hidden />
              </Button>
              <Button className="size-[64px] rounded-full [&_svg]:size-7" aria-label={t('like')} onClick={onLike} disabled={busy}>
                <Heart aria-hidden className="fill-current" />
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
