import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Eye, EyeOff, RefreshCw, Radio, Users } from 'lucide-react';
import {
  LIVE_ACTIVITIES,
  PROXIMITY_DEFAULT_METERS,
  PROXIMITY_MAX_METERS,
  PROXIMITY_MIN_METERS,
  PROXIMITY_STEP_METERS,
  type LiveActivity,
  type LiveStatusInput,
  type LiveNearbyEntry,
  type ModerationCategory,
  type MyLiveStatus,
} from '@converge/contracts';
import { AreYouSureDialog } from '@/components/are-you-sure';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { device } from '@/device';
import { ApiError, serverMessage } from '@/lib/api-client';
import { flaggedCategories } from '@/lib/moderation';
import { useSocketUp } from '@/lib/socket-events';
import { useUser } from '@/lib/auth';
import { useIceBreakerText } from '@/lib/ice-breaker-text';
import { useLanguage } from '@/lib/i18n';
import { live } from '@/locales/live';
import { useGoLive, useGoOffline, useMyLiveStatus } from '../api/live-status';
import { useNearby } from '../api/get-nearby';
import { liveKeys } from '../api/keys';
import { useLiveLike } from '../api/like';
import { isRequest, useStartLiveChat } from '../api/start-chat';
import { useLiveRealtime } from '../realtime';
import { Chip } from './chip';
import type { GoLiveValues } from './go-live-dialog';
import { GoLiveDialog } from './go-live';
import { PersonCard } from './person-card';

/** While live and on this page, the position is re-sent this often (a status goes stale after 10 min). */
const REFRESH_POSITION_MS = 60_000;

/** Spec "Live discovery": who is active nearby, filtered by activity and distance, with ice breakers. */
export function LiveDiscoveryView() {
  const navigate = useNavigate();
  const t = live.useT();
  const language = useLanguage();
  const sliderId = useId();
  const socketUp = useSocketUp();
  useLiveRealtime();
  const mine = useMyLiveStatus();
  const { user } = useUser();
  const goLive = useGoLive();
  const goOffline = useGoOffline();
  const like = useLiveLike();
  const startChat = useStartLiveChat();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [proximity, setProximity] = useState(PROXIMITY_DEFAULT_METERS);
  const [activities, setActivities] = useState<LiveActivity[]>([]);
  const [liked, setLiked] = useState<Set<string>>(new Set());
  const [matched, setMatched] = useState<Set<string>>(new Set());
  const [requested, setRequested] = useState<Set<string>>(new Set());
  const [locating, setLocating] = useState(false);
  const lastValues = useRef<GoLiveValues | null>(null);

  const isLive = mine.data?.live === true;
  const nearby = useNearby(proximity, activities, { enabled: isLive, live: socketUp });
  const queryClient = useQueryClient();
  // Gone stale (10 minutes without an update, e.g. a sleeping phone): show the hidden state again.
  const notLive = nearby.error instanceof ApiError && nearby.error.status === 409;
  useEffect(() => {
    if (notLive) void queryClient.invalidateQueries({ queryKey: liveKeys.mine() });
  }, [notLive, queryClient]);

  async function publish(values: GoLiveValues, { quiet = false } = {}) {
    setLocating(true);
    try {
      const position = await device.geolocation.getCurrentPosition();
      const body: LiveStatusInput = {
        latitude: position.latitude,
        longitude: position.longitude,
        currentActivity: values.currentActivity,
        currentMood: values.currentMood,
        statusMessage: values.statusMessage || undefined,
        interestTags: values.interestTags,
        lookingFor: values.lookingFor as LiveStatusInput['lookingFor'],
      };
      await goLive.mutateAsync(body);
      lastValues.current = values;
      if (!quiet) {
        setSheetOpen(false);
        toast({ title: live.t('toast.live'), description: live.t('toast.live.text') });
      }
    } catch (err) {
      if (!quiet) {
        const fallback = live.t('toast.goLiveFailed');
        const description = err instanceof ApiError || err instanceof Error ? serverMessage(err, fallback) : fallback;
        toast({ title: live.t(err instanceof ApiError ? 'toast.error' : 'toast.locationError'), description, variant: 'destructive' });
      }
    } finally {
      setLocating(false);
    }
  }

  // Keep the status fresh while the page is open (the last values, or what the server has).
  useEffect(() => {
    if (!isLive) return;
    const timer = setInterval(() => {
      const values =
        lastValues.current ??
        (mine.data?.currentActivity && mine.data.currentMood
          ? {
              currentActivity: mine.data.currentActivity,
              currentMood: mine.data.currentMood,
              statusMessage: mine.data.statusMessage ?? '',
              interestTags: mine.data.interestTags,
              lookingFor: mine.data.lookingFor,
            }
          : null);
      if (values) void publish(values, { quiet: true });
    }, REFRESH_POSITION_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLive, mine.data]);

  // A note or ice breaker the server finds hurtful asks "Are you sure?" first (422 MESSAGE_FLAGGED);
  // "Send anyway" repeats the same call with confirmed: true.
  const [ask, setAsk] = useState<{ categories: ModerationCategory[]; resend: () => void } | null>(null);
  const askOr = (err: unknown, resend: () => void, fallback: string) => {
    const categories = flaggedCategories(err);
    if (categories) setAsk({ categories, resend });
    else toast({ title: live.t('toast.error'), description: serverMessage(err, fallback), variant: 'destructive' });
  };

  // The opener goes out as the sender read it on the card: in their language (the message is theirs).
  const iceBreakerText = useIceBreakerText();
  const firstIceBreaker = (person: LiveNearbyEntry) => (person.iceBreakers[0] ? iceBreakerText(person.iceBreakers[0], person.iceBreakerMessages?.[0]) : '');

  const sendLike = (person: LiveNearbyEntry, confirmed?: boolean) =>
    like.mutate(
      { toUserId: person.userId, contextMessage: firstIceBreaker(person), confirmed },
      {
        onSuccess: (result) => {
          setAsk(null);
          setLiked((s) => new Set(s).add(person.userId));
          if (result.alreadyMatched) {
            setMatched((s) => new Set(s).add(person.userId));
            toast({ title: live.t('toast.alreadyMatched'), description: live.t('toast.alreadyMatched.text', { name: person.profile.displayName }) });
          } else if (result.matched) toast({ title: live.t('toast.match'), description: live.t('toast.match.text', { name: person.profile.displayName }) });
          else toast({ title: live.t('toast.interest'), description: live.t('toast.interest.text', { name: person.profile.displayName }) });
        },
        onError: (err) => askOr(err, () => sendLike(person, true), live.t('toast.likeFailed')),
      },
    );

  const sendChat = (person: LiveNearbyEntry, confirmed?: boolean) =>
    startChat.mutate(
      { userId: person.userId, iceBreaker: firstIceBreaker(person), iceBreakerMessage: person.iceBreakerMessages?.[0] ?? null, confirmed },
      {
        onSuccess: (started) => {
          setAsk(null);
          if (isRequest(started)) {
            setRequested((s) => new Set(s).add(person.userId));
            toast({ title: live.t('toast.requestSent'), description: live.t('toast.requestSent.text', { name: person.profile.displayName }) });
          } else navigate(`/chat/${started.id}`);
        },
        onError: (err) => askOr(err, () => sendChat(person, true), live.t('toast.messageFailed')),
      },
    );

  if (mine.isPending) return <Spinner label={t('loading')} className="min-h-[50dvh]" />;

  const people = nearby.data?.people ?? [];
  const distanceLabel = t('distance', { distance: '\u0001' }).split('\u0001');
  const count = nearby.data?.count ?? 0;

  return (
    <div className="flex flex-col gap-4 px-4 pb-6 pt-4">
      <section
        aria-label={t('visibility')}
        className={isLive ? 'flex flex-wrap items-center gap-3 rounded-2xl border border-success/40 bg-success-soft p-3' : 'flex flex-wrap items-center gap-3 rounded-2xl border bg-card p-3'}
      >
        {isLive ? <Eye className="size-5 shrink-0 text-success" aria-hidden /> : <EyeOff className="size-5 shrink-0 text-muted-foreground" aria-hidden />}
        <div className="min-w-40 flex-1">
          <p className="text-sm font-semibold">{t(isLive ? 'visible' : 'hidden')}</p>
          <p className="text-xs text-muted-foreground">
            {isLive && mine.data?.currentActivity && mine.data.currentMood
              ? t('activityAndMood', { activity: t(`activity.${mine.data.currentActivity}`), mood: t(`mood.${mine.data.currentMood}`) })
              : t('hidden.text')}
          </p>
        </div>
        {isLive ? (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setSheetOpen(true)}>
              {t('edit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={goOffline.isPending}
              onClick={() =>
                goOffline.mutate(undefined, {
                  onSuccess: () => toast({ title: live.t('toast.hidden'), description: live.t('toast.hidden.text') }),
                  onError: (err) => toast({ title: live.t('toast.error'), description: serverMessage(err, live.t('toast.stopFailed')), variant: 'destructive' }),
                })
              }
            >
              {t(goOffline.isPending ? 'stopping' : 'stop')}
            </Button>
          </div>
        ) : (
          <Button size="sm" onClick={() => setSheetOpen(true)}>
            <Radio aria-hidden /> {t('goLive')}
          </Button>
        )}
      </section>

      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite">
          <Users className="size-4 text-primary-text" aria-hidden />
          {isLive ? t('activeNearby', { count }) : t('liveDiscovery')}
        </p>
        <Button size="sm" variant="ghost" disabled={!isLive || nearby.isFetching} onClick={() => void nearby.refetch()}>
          <RefreshCw aria-hidden className={nearby.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} /> {t('refresh')}
        </Button>
      </div>

      <section aria-label={t('filters')} className="flex flex-col gap-3">
        {/* The chips wrap: a strip that scrolls sideways hides choices, most of them at large text sizes. */}
        <div className="flex flex-wrap gap-2">
          {LIVE_ACTIVITIES.map((a) => (
            <Chip key={a} pressed={activities.includes(a)} onClick={() => setActivities((cur) => (cur.includes(a) ? cur.filter((x) => x !== a) : [...cur, a]))}>
              {t(`activity.${a}`)}
            </Chip>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-x-3">
          <label htmlFor={sliderId} className="min-w-32 shrink-0 whitespace-nowrap text-sm">
            {/* The value is bold inside the label: the message is split where its {distance} goes. */}
            {distanceLabel[0]}
            <span className="font-semibold">{metres(proximity, language)}</span>
            {distanceLabel[1]}
          </label>
          <input
            id={sliderId}
            type="range"
            min={PROXIMITY_MIN_METERS}
            max={PROXIMITY_MAX_METERS}
            step={PROXIMITY_STEP_METERS}
            value={proximity}
            onChange={(e) => setProximity(Number(e.target.value))}
            className="h-11 min-w-40 flex-1 cursor-pointer accent-[var(--primary)]"
          />
        </div>
        {activities.length > 0 || proximity !== PROXIMITY_DEFAULT_METERS ? (
          <Button
            size="sm"
            variant="link"
            className="self-start px-0"
            onClick={() => {
              setActivities([]);
              setProximity(PROXIMITY_DEFAULT_METERS);
            }}
          >
            {t('clearAll')}
          </Button>
        ) : null}
      </section>

      {!isLive ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center">
          <Radio className="size-8 text-primary-text" aria-hidden />
          <h2 className="text-lg font-semibold">{t('intro.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('intro.text')}</p>
          <Button onClick={() => setSheetOpen(true)}>{t('goLive')}</Button>
        </div>
      ) : nearby.isPending ? (
        <Spinner label={t('lookingAround')} className="min-h-40" />
      ) : nearby.isError ? (
        <LoadFailed className="py-10" message={serverMessage(nearby.error, t('loadFailed'))} onRetry={() => void nearby.refetch()} />
      ) : people.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed px-6 py-10 text-center">
          <Users className="size-8 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('people')}>
          {people.map((person) => (
            <li key={person.userId}>
              <PersonCard
                person={person}
                liked={liked.has(person.userId)}
                matched={matched.has(person.userId)}
                requested={requested.has(person.userId)}
                liking={like.isPending && like.variables?.toUserId === person.userId}
                chatting={startChat.isPending && startChat.variables?.userId === person.userId}
                onLike={() => sendLike(person)}
                onChat={() => sendChat(person)}
              />
            </li>
          ))}
        </ul>
      )}

      <AreYouSureDialog categories={ask?.categories ?? null} pending={like.isPending || startChat.isPending} onEdit={() => setAsk(null)} onSendAnyway={() => ask?.resend()} />

      <GoLiveDialog
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        initial={withProfileTags(mine.data, user?.profile?.interestTags)}
        pending={locating || goLive.isPending}
        onSubmit={(values) => void publish(values)}
      />
    </div>
  );
}

/** The distance filter in metres ("300 m"), in the app's language: the radius is set in metres steps. */
const metres = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(value);

/** Before going live (or with no tags yet) the dialog starts from the profile's interest tags: one setting. */
function withProfileTags(status: MyLiveStatus | undefined, profileTags: string[] | undefined): MyLiveStatus | undefined {
  if (!profileTags?.length || (status && status.interestTags.length)) return status;
  const base: MyLiveStatus = status ?? { live: false, currentActivity: null, currentMood: null, statusMessage: null, interestTags: [], lookingFor: [], expiresAt: null };
  return { ...base, interestTags: profileTags };
}
