import { MailCheck, MailX, ShieldCheck } from 'lucide-react';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { safetyPublic } from '@/locales/safety-public';

/**
 * /unsubscribe?token=… — where the link at the end of a share mail or an emergency alert leads
 *. Opening it changes nothing (link scanners open links too); the button does. The
 * person is not a Converge member, so the page says what they will stop getting, from whom.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const t = safetyPublic.useT();

  let body: React.ReactNode;
  if (!token) {
    body = (
      <PageCard icon={<MailX className="size-10 text-muted-foreground" aria-hidden />} title={t('unsubscribe.invalid')}>
        <p>{t('unsubscribe.invalid.text')}</p>
      </PageCard>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <PageCard icon={<MailCheck className="size-10 text-success" aria-hidden />} title={t('unsubscribe.done')}>
        <p>{t('unsubscribe.done.text')}</p>
        <p className="mt-2">{t('unsubscribe.done.told')}</p>
      </PageCard>
    );
  } else {
    body = (
      <PageCard icon={<MailX className="size-10 text-muted-foreground" aria-hidden />} title={t('unsubscribe.title')}>
        <p>{t('unsubscribe.why')}</p>
        <p className="mt-2">{t('unsubscribe.after')}</p>
        {unsubscribe.isError ? (
          <p role="alert" className="mt-3 text-sm text-destructive-text">
            {serverMessage(unsubscribe.error, t('unsubscribe.failed'))}
          </p>
        ) : null}
        <Button className="mt-4 w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.button')}
        </Button>
      </PageCard>
    );
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-background sm:border-x">
      <header className="flex h-14 items-center gap-2 border-b px-4">
        <LogoMark className="size-7" />
        <span className="text-lg font-bold tracking-tight">Converge</span>
        <span className="ms-auto text-xs font-medium text-muted-foreground">{t('unsubscribe.label')}</span>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-4 py-5">{body}</main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground">
        <ShieldCheck className="me-1 inline size-3.5 align-[-2px]" aria-hidden />
        {t('unsubscribe.footer')}
      </footer>
    </div>
  );
}

function PageCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card className="mt-8 flex flex-col items-center gap-2 px-6 py-10 text-center">
      {icon}
      <h1 className="text-xl font-bold">{title}</h1>
      <div className="w-full text-sm text-muted-foreground">{children}</div>
    </Card>
  );
}
