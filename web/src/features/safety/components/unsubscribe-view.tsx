import { MailCheck, MailX, ShieldCheck } from 'lucide-react';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=… — where the link at the end of a share mail or an emergency alert leads
 *. Opening it changes nothing (link scanners open links too); the button does. The
 * person is not a Converge member, so the page says what they will stop getting, from whom.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();

  let body: React.ReactNode;
  if (!token) {
    body = (
      <PageCard icon={<MailX className="size-10 text-muted-foreground" aria-hidden />} title="Link not valid">
        <p>This unsubscribe link is incomplete. Please open the whole link from the email.</p>
      </PageCard>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <PageCard icon={<MailCheck className="size-10 text-success" aria-hidden />} title="You're unsubscribed">
        <p>This address will get no more emails from Converge, from anyone.</p>
        <p className="mt-2">Someone who tries to share their location with you by email is told you asked not to receive these emails.</p>
      </PageCard>
    );
  } else {
    body = (
      <PageCard icon={<MailX className="size-10 text-muted-foreground" aria-hidden />} title="Stop emails from Converge?">
        <p>Converge emails this address when one of its members shares their location with you or, as their trusted contact, when they press the emergency button.</p>
        <p className="mt-2">After you unsubscribe you will get neither, from anyone. People who added you as a trusted contact see that in the app.</p>
        {unsubscribe.isError ? (
          <p role="alert" className="mt-3 text-sm text-destructive-text">
            {serverMessage(unsubscribe.error, 'Unable to unsubscribe. Please try again.')}
          </p>
        ) : null}
        <Button className="mt-4 w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </PageCard>
    );
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-background sm:border-x">
      <header className="flex h-14 items-center gap-2 border-b px-4">
        <LogoMark className="size-7" />
        <span className="text-lg font-bold tracking-tight">Converge</span>
        <span className="ml-auto text-xs font-medium text-muted-foreground">Email settings</span>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-4 py-5">{body}</main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground">
        <ShieldCheck className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
        Converge never sends a member&apos;s own words by email.
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
