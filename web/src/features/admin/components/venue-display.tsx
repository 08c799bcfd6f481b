import { useQuery } from '@tanstack/react-query';
import { LockKeyhole, Maximize2, ShieldCheck, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, serverMessage } from '@/lib/api-client';
import { venueDisplay } from '@/locales/venue-display';
import { fetchDisplayCode } from '../api/admin-api';
import { formatNumber } from '../format';
import type { VenueDisplayCode } from '../api/types';
import { InlineLoader } from './shared';

/** How long before a step ends the next code is asked for (the server answers the step it is in). */
const AFTER_STEP_MS = 250;
const RETRY_MS = 5_000;

/** Milliseconds left of `until`, re-read a few times a second (the countdown and its bar). */
function useRemaining(untilMs: number | null, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (untilMs === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [untilMs]);
  return untilMs === null ? 0 : Math.max(0, untilMs - (now + offsetMs));
}

/** Keeps a tablet's screen on while the code is shown, where the browser allows it. */
function useWakeLock() {
  useEffect(() => {
    let lock: { release(): Promise<void> } | null = null;
    let gone = false;
    const take = async () => {
      try {
        const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
        if (wakeLock && document.visibilityState === 'visible') lock = await wakeLock.request('screen');
        if (gone) void lock?.release();
      } catch {
        // Not allowed (battery saver, no user gesture): the screen's own settings decide.
      }
    };
    void take();
    const again = () => void take();
    document.addEventListener('visibilitychange', again);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', again);
      void lock?.release();
    };
  }, []);
}

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The venue display page, for a screen or tablet at the bar. It shows the venue's check-in
 * code, which changes every 30 seconds; it asks the server for the next one when the step ends (and
 * every 5 s while the server cannot be reached), and counts down to it. A photo of the code stops
 * working 90 seconds after it appeared. Only the venue's business admin and platform admins get codes.
 */
export function VenueDisplay({ venueId }: { venueId: string }) {
  useWakeLock();
  const code = useQuery({
    queryKey: ['admin', 'venues', venueId, 'display-code'],
    queryFn: ({ signal }) => fetchDisplayCode(venueId, signal),
    // The next code when this one's step ends; until then, nothing to ask.
    refetchInterval: (query) => {
      const data = query.state.data as (VenueDisplayCode & { offsetMs: number }) | undefined;
      if (query.state.status === 'error' || !data) return RETRY_MS;
      return Math.max(AFTER_STEP_MS, new Date(data.nextAt).getTime() - (Date.now() + data.offsetMs) + AFTER_STEP_MS);
    },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: (count, error) => !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2,
    staleTime: 0,
  });
  const data = code.data;
  const offset = data?.offsetMs ?? 0;
  const nextAtMs = data ? new Date(data.nextAt).getTime() : null;
  const acceptedUntilMs = data ? new Date(data.acceptedUntil).getTime() : null;
  const untilNext = useRemaining(nextAtMs, offset);
  const untilRefused = useRemaining(acceptedUntilMs, offset);
  const src = useMemo(() => (data ? svgSrc(data.svg) : null), [data]);
  const t = venueDisplay.useT();
  const pageTitle = data ? t('pageTitle', { venue: data.venueName }) : t('pageTitleFallback');

  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  if (code.isPending) {
    return (
      <main className="grid min-h-dvh place-items-center bg-background p-6">
        <InlineLoader label={t('loading')} />
      </main>
    );
  }
  const refused = code.error instanceof ApiError && [401, 403, 404].includes(code.error.status);
  if (!data || refused) {
    return (
      <main className="grid min-h-dvh place-items-center bg-background p-6">
        <div role="alert" className="flex max-w-sm flex-col items-center gap-3 text-center">
          {refused ? <LockKeyhole className="size-10 text-muted-foreground" aria-hidden /> : <WifiOff className="size-10 text-muted-foreground" aria-hidden />}
          <h1 className="text-xl font-bold">{t('cannotShow')}</h1>
          <p className="text-sm text-muted-foreground">{refused ? t('refused') : serverMessage(code.error, t('unreachable'))}</p>
          <Button asChild variant="outline">
            <a href="/admin">{t('openDashboard')}</a>
          </Button>
        </div>
      </main>
    );
  }

  // A code past its 90 s no longer checks anyone in: hide it rather than show a dead code.
  const expired = untilRefused === 0;
  const stepMs = data.stepSeconds * 1000;
  const progress = Math.min(1, untilNext / stepMs);
  const seconds = Math.ceil(untilNext / 1000);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-between gap-4 bg-background px-4 py-6 text-foreground sm:py-10" data-testid="venue-display">
      <header className="flex w-full max-w-xl flex-col items-center gap-1 text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary-text">{t('brand')}</p>
        <h1 className="text-balance text-3xl font-bold sm:text-5xl">{data.venueName}</h1>
        <p className="text-base text-muted-foreground sm:text-xl">{t('scan')}</p>
      </header>

      <figure className="flex w-full flex-col items-center gap-4">
        <div
          className={`relative aspect-square w-full max-w-[min(86vw,62vh)] rounded-3xl bg-white p-3 shadow-lg ring-1 ring-black/5 transition-opacity duration-300 sm:p-5 ${expired ? 'opacity-20' : ''}`}
        >
          {src ? (
            <img
              key={data.step}
              src={src}
              alt={t('alt', { venue: data.venueName, count: data.stepSeconds, seconds: formatNumber(data.stepSeconds) })}
              className="size-full"
              data-testid="display-qr"
              data-step={data.step}
            />
          ) : null}
        </div>
        <figcaption className="flex w-full max-w-[min(86vw,62vh)] flex-col gap-2" aria-live="off">
          <div
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t('progress')}
            aria-valuemin={0}
            aria-valuemax={data.stepSeconds}
            aria-valuenow={seconds}
          >
            <div className="h-full rounded-full bg-primary transition-[width] duration-300 ease-linear motion-reduce:transition-none" style={{ width: `${progress * 100}%` }} />
          </div>
          <p className="flex items-center justify-between text-sm text-muted-foreground">
            <span>{code.isError ? t('reconnecting') : expired ? t('renewing') : t('countdown', { seconds: formatNumber(seconds) })}</span>
            <span className="tabular-nums">#{String(data.step % 1000).padStart(3, '0')}</span>
          </p>
        </figcaption>
      </figure>

      <footer className="flex w-full max-w-xl flex-col items-center gap-3 text-center">
        <p className="flex items-start gap-2 text-start text-sm text-muted-foreground">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {t('promise', { count: data.stepSeconds, seconds: formatNumber(data.stepSeconds) })}
        </p>
        {document.fullscreenEnabled ? (
          <Button variant="ghost" size="sm" onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}>
            <Maximize2 aria-hidden /> {t('fullScreen')}
          </Button>
        ) : null}
      </footer>
    </main>
  );
}
