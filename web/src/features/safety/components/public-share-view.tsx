import { Clock, ExternalLink, MapPin, MapPinOff, RefreshCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isRtl, type PublicShareDto } from '@converge/contracts';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePublicShare } from '../api/location-shares';
import { useShareViewer } from '../realtime';
import { formatAgo, formatCoordinate, formatTimeLeft } from '../time-left';
import { ShareMap } from './share-map';
import { useLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { safetyPublic } from '@/locales/safety-public';

function useClock(ms = 15_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

/**
 * The public page of a location share (/share/<token>, no sign-in): who, where (venue and a map
 * marker), how fresh, time left, and a clear "sharing has ended" state. It asks again every 10 s
 * while the share is active, so a moved position or a Stop shows up on its own.
 */
export function PublicShareView({ token }: { token: string }) {
  const share = usePublicShare(token);
  useShareViewer(token, share.data?.status === 'active');
  const now = useClock();
  const t = safetyPublic.useT();

  let body: React.ReactNode;
  if (share.isPending) {
    body = <Spinner label={t('share.loading')} className="min-h-[50dvh]" />;
  } else if (share.isError && !share.data) {
    body = (
      <StateCard icon={<RefreshCw className="size-10 text-muted-foreground" aria-hidden />} title={t('share.loadFailed')}>
        <p>{t('share.loadFailed.text')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void share.refetch()}>
          {common.t('retry')}
        </Button>
      </StateCard>
    );
  } else if (share.data?.status === 'not-found') {
    body = (
      <StateCard icon={<MapPinOff className="size-10 text-muted-foreground" aria-hidden />} title={t('share.notFound')}>
        <p>{t('share.notFound.text')}</p>
      </StateCard>
    );
  } else if (share.data?.status === 'ended' || (share.data?.status === 'active' && Date.parse(share.data.share.expiresAt) <= now)) {
    body = (
      <StateCard icon={<MapPinOff className="size-10 text-muted-foreground" aria-hidden />} title={t('share.ended')}>
        <p>{t('share.ended.text')}</p>
        <p className="mt-2">{t('share.worried')}</p>
      </StateCard>
    );
  } else if (share.data?.status === 'active') {
    body = <ActiveShare share={share.data.share} now={now} />;
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-background sm:border-x">
      <header className="flex h-14 items-center gap-2 border-b px-4">
        <LogoMark className="size-7" />
        <span className="text-lg font-bold tracking-tight">Converge</span>
        <span className="ms-auto text-xs font-medium text-muted-foreground">{t('share.label')}</span>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-4 py-5">{body}</main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground">
        <ShieldCheck className="me-1 inline size-3.5 align-[-2px]" aria-hidden />
        {t('share.footer')}
      </footer>
    </div>
  );
}

function ActiveShare({ share, now }: { share: PublicShareDto; now: number }) {
  const t = safetyPublic.useT();
  const language = useLanguage();
  const hasPosition = share.latitude !== null && share.longitude !== null;
  const where = share.venueName ?? share.sharerName;
  const mapsUrl = hasPosition ? `https://www.openstreetmap.org/?mlat=${share.latitude}&mlon=${share.longitude}#map=17/${share.latitude}/${share.longitude}` : null;
  return (
    <>
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-success">
          <span className="relative flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success" />
          </span>
          {t('share.live')}
        </p>
        <h1 className="text-2xl font-bold leading-tight">{t('share.title', { name: share.sharerName })}</h1>
      </div>
      {share.message ? (
        // The app's line is in the sharer's language (as the mail that brought the link), whatever this page's: marked so.
        <blockquote
          className="rounded-2xl border-s-4 border-primary bg-card px-4 py-3 text-sm"
          {...(share.messageLanguage ? { lang: share.messageLanguage, dir: isRtl(share.messageLanguage) ? 'rtl' : 'ltr' } : {})}
        >
          {t('share.message', { message: share.message })}
        </blockquote>
      ) : null}
      <Card className="flex flex-col gap-3 p-4">
        <p className="flex items-start gap-2 font-semibold">
          <MapPin className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <span>{share.venueName ?? t('share.currentPosition')}</span>
        </p>
        {hasPosition ? (
          <>
            <ShareMap latitude={share.latitude!} longitude={share.longitude!} label={where} />
            <p className="font-mono text-sm" aria-label={t('share.coordinates')}>
              {formatCoordinate(share.latitude!)}, {formatCoordinate(share.longitude!)}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('share.noPosition')}</p>
        )}
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">{t('share.updated')}</dt>
            <dd className="font-medium">
              {formatAgo(share.updatedAt, now)}{' '}
              <span className="text-muted-foreground">({new Date(share.updatedAt).toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' })})</span>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('share.timeLeft')}</dt>
            <dd className="flex items-center gap-1 font-medium">
              <Clock className="size-3.5" aria-hidden /> {formatTimeLeft(share.expiresAt, now)}
            </dd>
          </div>
        </dl>
        {mapsUrl ? (
          <Button asChild variant="outline">
            <a href={mapsUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> {t('share.openMap')}
            </a>
          </Button>
        ) : null}
      </Card>
    </>
  );
}

function StateCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card className="mt-8 flex flex-col items-center gap-2 px-6 py-10 text-center">
      {icon}
      <h1 className="text-xl font-bold">{title}</h1>
      <div className="text-sm text-muted-foreground">{children}</div>
    </Card>
  );
}
