import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, EyeOff, Heart, Info, MapPinOff, RefreshCw, SlidersHorizontal, Users, X } from 'lucide-react';
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
import { discoveryKeys, useCurrentCheckIn, useDiscoveryHeader, useDiscoveryProfiles, useLike, usePass } from '../api/discovery';
import { nextIndex } from '../stack-index';

/** Spec "Discovery": venue header with the count here, the card stack, pass / info / like. */
export function DiscoveryView({
  cardActions,
}: {
  /** Extra actions in a card's info (the app passes report / block); `onDone` moves past the person. */
  cardActions?: (person: { userId: string; displayName: string }, onDone: () => void) => React.ReactNode;
} = {}) {
  const queryClient = useQueryClient();
  const checkIn = useCurrentCheckIn();
  const venueId = checkIn.data?.venue.id;
  const header = useDiscoveryHeader(venueId);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const profiles = useDiscoveryProfiles(venueId, verifiedOnly);
  const like = useLike();
  const pass = usePass();
  const [index, setIndex] = useState(0);
  const [acted, setActed] = useState<string | null>(null);
  const [showInfo, setShowInfo] = useState(false);
  const [incognito, setIncognito] = useState(false);
  const [showFilters, setShowFilters] = useState(false);

  const list = profiles.data ?? [];
  useEffect(() => {
    setIndex(0);
    setActed(null);
  }, [profiles.dataUpdatedAt]);

  const current = list[index];
  const exhausted = list.length === 0 || (current !== undefined && acted === current.id && index === list.length - 1);
  const busy = like.isPending || pass.isPending;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/api/discovery/profiles'] });
    void queryClient.invalidateQueries({ queryKey: discoveryKeys.header() });
  };
  const advance = (id: string) => {
    setActed(id);
    setShowInfo(false);
    setIndex((i) => nextIndex(i, list.length));
  };

  const onLike = () => {
    // Spec §5: a like is skipped without a current profile or venue.
    if (!current || !venueId || busy) return;
    like.mutate(
      { toUserId: current.id, venueId },
      {
        onSuccess: async (res) => {
          advance(current.id);
          if (res.matched && res.matchId) {
            const match = await getMatch(res.matchId).catch(() => null);
            if (match) matchState.showMatch(match);
          } else {
            toast({ title: 'Interest sent!', description: `We'll let you know if ${current.profile.displayName} likes you back.` });
          }
        },
        onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to send like'), variant: 'destructive' }),
      },
    );
  };
  const onPass = () => {
    if (!current || !venueId || busy) return;
    pass.mutate(
      { toUserId: current.id, venueId },
      {
        onSuccess: () => {
          toast({ title: 'Profile passed' });
          advance(current.id);
        },
        onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to pass'), variant: 'destructive' }),
      },
    );
  };

  if (checkIn.isPending) return <Spinner label="Loading..." className="min-h-[70dvh]" />;
  if (!checkIn.data) {
    return (
      <div>
        <PageHeader title="Discover" onBack={() => appView.setView('checkin')} backLabel="Back to check-in" />
        <div className="flex flex-col items-center gap-3 px-6 py-24 text-center">
          <MapPinOff className="size-12 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">No active check-in</h2>
          <p className="text-sm text-muted-foreground">Check in at a venue to see who else is there.</p>
          <Button className="mt-2" onClick={() => appView.setView('checkin')}>
            Go to Check-in
          </Button>
        </div>
      </div>
    );
  }

  const peopleHere = header.data?.checkIn?.peopleHere;
  const photo = current?.profile.photos[0];
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <PageHeader
        title={
          <span className="flex flex-col leading-tight">
            <span className="truncate">{checkIn.data.venue.name}</span>
            <span className="flex items-center gap-1 text-xs font-normal text-muted-foreground">
              <Users className="size-3" aria-hidden />
              {peopleHere === undefined ? '…' : `${peopleHere} ${peopleHere === 1 ? 'person' : 'people'} here`}
            </span>
          </span>
        }
        onBack={() => appView.setView('checkin')}
        backLabel="Back to check-in"
      />
      <div className="flex gap-2 px-4 pt-3">
        <Button variant={incognito ? 'default' : 'outline'} size="sm" aria-pressed={incognito} onClick={() => setIncognito((v) => !v)}>
          <EyeOff aria-hidden /> Incognito
        </Button>
        <Button variant={showFilters ? 'default' : 'outline'} size="sm" aria-pressed={showFilters} onClick={() => setShowFilters((v) => !v)}>
          <SlidersHorizontal aria-hidden /> Filters
        </Button>
        <Button variant={verifiedOnly ? 'default' : 'outline'} size="sm" aria-pressed={verifiedOnly} onClick={() => setVerifiedOnly((v) => !v)}>
          <BadgeCheck aria-hidden /> Verified only
        </Button>
      </div>
      {showFilters ? (
        <p className="mx-4 mt-2 rounded-xl bg-muted p-3 text-xs text-muted-foreground">
          You see people checked in here whose &ldquo;Looking for&rdquo; fits yours both ways. Change yours in your profile.
        </p>
      ) : null}

      <div className="flex flex-1 flex-col px-4 pb-6 pt-3">
        {profiles.isPending ? (
          <Spinner label="Finding people here..." className="min-h-[50dvh]" />
        ) : profiles.isError ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="text-sm text-muted-foreground">{serverMessage(profiles.error, 'Unable to load profiles.')}</p>
            <Button variant="outline" onClick={refresh}>
              <RefreshCw aria-hidden /> Refresh
            </Button>
          </div>
        ) : exhausted && list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <Users className="size-12 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">No more profiles</h2>
            <p className="text-sm text-muted-foreground">You&apos;ve seen everyone here for now. New people arrive all the time.</p>
            <Button className="mt-2" onClick={refresh}>
              <RefreshCw aria-hidden /> Refresh
            </Button>
          </div>
        ) : current ? (
          <>
            <Card className="relative flex-1 overflow-hidden p-0" aria-label={`${current.profile.displayName}, ${current.profile.age}`}>
              <div className="relative aspect-[3/4] w-full bg-muted">
                {photo ? (
                  <img src={photo} alt={`${current.profile.displayName}'s photo`} className="absolute inset-0 size-full object-cover" />
                ) : (
                  <div className="absolute inset-0 flex items-center justify-center text-6xl font-bold text-muted-foreground">
                    {current.profile.displayName.slice(0, 1).toUpperCase()}
                  </div>
                )}
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/40 to-transparent p-4 pt-16 text-white">
                  <h2 className="text-2xl font-bold">
                    {current.profile.displayName}, <span className="font-normal">{current.profile.age}</span>
                  </h2>
                  {current.profile.isVerified ? <VerifiedBadge className="mt-1" /> : null}
                  {current.profile.bio ? <p className={cn('mt-1 text-sm text-white/90', !showInfo && 'line-clamp-2')}>{current.profile.bio}</p> : null}
                </div>
              </div>
              {showInfo ? (
                <div className="p-4 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-semibold">About {current.profile.displayName}</p>
                    {cardActions?.({ userId: current.id, displayName: current.profile.displayName }, refresh)}
                  </div>
                  <p className="mt-1 whitespace-pre-line text-muted-foreground">{current.profile.bio || 'No bio yet.'}</p>
                  {current.profile.photos.length > 1 ? (
                    <div className="mt-3 flex gap-2 overflow-x-auto">
                      {current.profile.photos.slice(1).map((p) => (
                        <img key={p} src={p} alt="" className="size-20 rounded-xl object-cover" />
                      ))}
                    </div>
                  ) : null}
                </div>
              ) : null}
            </Card>
            {exhausted ? (
              <Button variant="outline" className="mt-3" onClick={refresh}>
                <RefreshCw aria-hidden /> Refresh
              </Button>
            ) : null}
            <div className="mt-4 flex items-center justify-center gap-5">
              <Button variant="outline" className="size-16 rounded-full [&_svg]:size-7" aria-label="Pass" onClick={onPass} disabled={busy || exhausted}>
                <X aria-hidden />
              </Button>
              <Button variant="secondary" className="size-12 rounded-full [&_svg]:size-5" aria-label="Info" aria-pressed={showInfo} onClick={() => setShowInfo((v) => !v)}>
                <Info aria-hidden />
              </Button>
              <Button className="size-16 rounded-full [&_svg]:size-7" aria-label="Like" onClick={onLike} disabled={busy || exhausted}>
                <Heart aria-hidden className="fill-current" />
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
