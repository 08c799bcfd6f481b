import { CalendarHeart, Copy, Link2Off, Mail, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { DATE_PLAN_NOTE_MAX, type DatePlanDto } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { absoluteLink, useCreateDatePlan, useRevokeDatePlan, useSendDatePlan } from '../api/date-plans';
import { currentLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { safetySharing } from '@/locales/safety-sharing';

/** `YYYY-MM-DDTHH:mm` in the device's zone, for a datetime-local field: the next full hour. */
function nextHourLocal(now = new Date()): string {
  const d = new Date(now);
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * "Share my date" for one match: pick when, add a note, get a private link for people you trust
 * (who, where, when; it stops working a day after the date), copy or share it, mail it to your trusted
 * contacts, or take it back.
 */
export function ShareMyDateButton({ matchId, partnerName }: { matchId: string; partnerName: string }) {
  const t = safetySharing.useT();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<Pick<DatePlanDto, 'id' | 'url' | 'expiresAt'> | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setPlan(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <CalendarHeart aria-hidden /> {t('date.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('date.title')}</DialogTitle>
          <DialogDescription>{t('date.explain', { name: partnerName.split(/\s+/)[0] })}</DialogDescription>
        </DialogHeader>
        {plan ? <DatePlanActions plan={plan} onRevoked={() => setOpen(false)} /> : <CreatePlanForm matchId={matchId} onCreated={setPlan} />}
      </DialogContent>
    </Dialog>
  );
}

function CreatePlanForm({ matchId, onCreated }: { matchId: string; onCreated: (plan: { id: string; url: string; expiresAt: string }) => void }) {
  const t = safetySharing.useT();
  const id = useId();
  const create = useCreateDatePlan();
  const [when, setWhen] = useState(() => nextHourLocal());
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const startsAt = new Date(when);
    if (Number.isNaN(startsAt.getTime())) return setError(t('date.chooseStart'));
    setError(null);
    try {
      onCreated(await create.mutateAsync({ matchId, startsAt: startsAt.toISOString(), ...(note.trim() ? { note: note.trim() } : {}) }));
    } catch (err) {
      setError(serverMessage(err, t('date.createFailed')));
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-when`}>{t('date.when')}</Label>
        <Input id={`${id}-when`} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>{t('date.note')}</Label>
        <Textarea id={`${id}-note`} value={note} maxLength={DATE_PLAN_NOTE_MAX} onChange={(e) => setNote(e.target.value)} placeholder={t('date.notePlaceholder')} rows={2} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        {create.isPending ? t('date.creating') : t('date.create')}
      </Button>
    </form>
  );
}

/** The link of a plan and what to do with it: copy, share, mail to trusted contacts, take it back. */
export function DatePlanActions({ plan, onRevoked }: { plan: Pick<DatePlanDto, 'id' | 'url' | 'expiresAt'>; onRevoked?: () => void }) {
  const t = safetySharing.useT();
  const send = useSendDatePlan();
  const revoke = useRevokeDatePlan();
  const link = absoluteLink(plan.url);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('date.copied'), description: t('date.copied.message') });
    } catch {
      toast({ title: t('date.copyFailed'), description: t('date.copyFailed.message'), variant: 'destructive' });
    }
  }

  async function onSend() {
    try {
      const sent = await send.mutateAsync(plan.id);
      toast({ title: t('date.sent'), description: t('date.sent.message', { count: sent.contactsEmailed }) });
    } catch (err) {
      toast({ title: t('date.notSent'), description: serverMessage(err, t('date.sendFailed')), variant: 'destructive' });
    }
  }

  async function onRevoke() {
    try {
      await revoke.mutateAsync(plan.id);
      toast({ title: t('date.stopped'), description: t('date.stopped.message') });
      onRevoked?.();
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, t('date.stopFailed')), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`plan-link-${plan.id}`}>{t('date.link')}</Label>
        <Input id={`plan-link-${plan.id}`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <p className="text-xs text-muted-foreground">
          {t('date.worksUntil', { time: new Date(plan.expiresAt).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> {t('date.copyLink')}
        </Button>
        {canShare ? (
          <Button variant="outline" onClick={() => void navigator.share({ title: t('date.shareTitle'), url: link }).catch(() => undefined)}>
            <Share2 aria-hidden /> {t('date.share')}
          </Button>
        ) : null}
      </div>
      <Button onClick={() => void onSend()} disabled={send.isPending} aria-busy={send.isPending}>
        <Mail aria-hidden /> {send.isPending ? t('date.sending') : t('date.send')}
      </Button>
      <Button variant="ghost" className="text-destructive" onClick={() => void onRevoke()} disabled={revoke.isPending}>
        <Link2Off aria-hidden /> {t('date.stop')}
      </Button>
    </div>
  );
}
