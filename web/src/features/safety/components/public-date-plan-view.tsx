import { CalendarClock, CalendarX, MapPin, RefreshCw, ShieldCheck, UserRound } from 'lucide-react';
import type { PublicDatePlanDto } from '@converge/contracts';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePublicDatePlan } from '../api/date-plans';
import { currentLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { safetyPublic } from '@/locales/safety-public';

const dateTime = (iso: string) => new Date(iso).toLocaleString(currentLanguage(), { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });

/**
 * The public page of a shared date plan (/date/<token>, no sign-in): who (first name, age, photo),
 * where (venue and address), when, and the note. Revoked or over: a clear "no longer shared" page.
 */
export function PublicDatePlanView({ token }: { token: string }) {
  const plan = usePublicDatePlan(token);
  const t = safetyPublic.useT();
  let body: React.ReactNode;
  if (plan.isPending) {
    body = <Spinner label={t('date.loading')} className="min-h-[50dvh]" />;
  } else if (plan.isError && !plan.data) {
    body = (
      <StateCard icon={<RefreshCw className="size-10 text-muted-foreground" aria-hidden />} title={t('date.loadFailed')}>
        <p>{t('date.loadFailed.text')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void plan.refetch()}>
          {common.t('retry')}
        </Button>
      </StateCard>
    );
  } else if (plan.data?.status === 'not-found') {
    body = (
      <StateCard icon={<CalendarX className="size-10 text-muted-foreground" aria-hidden />} title={t('date.notFound')}>
        <p>{t('date.notFound.text')}</p>
      </StateCard>
    );
  } else if (plan.data?.status === 'ended') {
    body = (
      <StateCard icon={<CalendarX className="size-10 text-muted-foreground" aria-hidden />} title={t('date.ended')}>
        <p>{t('date.ended.text')}</p>
        <p className="mt-2">{t('date.worried')}</p>
      </StateCard>
    );
  } else if (plan.data?.status === 'active') {
    body = <ActivePlan plan={plan.data.plan} />;
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-background sm:border-x">
      <header className="flex h-14 items-center gap-2 border-b px-4">
        <LogoMark className="size-7" />
        <span className="text-lg font-bold tracking-tight">Converge</span>
        <span className="ms-auto text-xs font-medium text-muted-foreground">{t('date.label')}</span>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-4 py-5">{body}</main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground">
        <ShieldCheck className="me-1 inline size-3.5 align-[-2px]" aria-hidden />
        {t('date.footer')}
      </footer>
    </div>
  );
}

function ActivePlan({ plan }: { plan: PublicDatePlanDto }) {
  const t = safetyPublic.useT();
  return (
    <>
      {/* A match with no name: the page says who in its own language. */}
      <h1 className="text-2xl font-bold leading-tight">{plan.firstName ? t('date.title', { name: plan.firstName }) : t('date.titleUnnamed')}</h1>
      <Card className="flex items-center gap-4 p-4">
        {plan.photoUrl ? (
          <img src={plan.photoUrl} alt={plan.firstName ? t('date.photo', { name: plan.firstName }) : t('date.photoUnnamed')} className="size-20 shrink-0 rounded-2xl object-cover" />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-2xl bg-muted">
            <UserRound className="size-8 text-muted-foreground" aria-hidden />
          </span>
        )}
        <div>
          <p className="text-lg font-semibold">{plan.firstName ?? t('date.unnamed')}</p>
          {plan.age !== null ? <p className="text-sm text-muted-foreground">{t('date.age', { count: plan.age })}</p> : null}
        </div>
      </Card>
      <Card className="flex flex-col gap-3 p-4 text-sm">
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <span>
            <span className="block font-semibold">{plan.venueName ?? t('date.noVenue')}</span>
            {plan.venueAddress ? <span className="text-muted-foreground">{plan.venueAddress}</span> : null}
          </span>
        </p>
        <p className="flex items-start gap-2">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <span className="font-semibold">{dateTime(plan.startsAt)}</span>
        </p>
      </Card>
      {plan.note ? <blockquote className="rounded-2xl border-s-4 border-primary bg-card px-4 py-3 text-sm">{t('date.note', { note: plan.note })}</blockquote> : null}
    </>
  );
}

function StateCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 p-6 text-center">
      {icon}
      <h1 className="text-lg font-semibold">{title}</h1>
      <div className="text-sm text-muted-foreground">{children}</div>
    </Card>
  );
}
