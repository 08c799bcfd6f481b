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
          <CalendarHeart aria-hidden /> Share my date
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share my date</DialogTitle>
          <DialogDescription>
            Let someone you trust know who you are meeting, where and when. They see {partnerName.split(/\s+/)[0]}&apos;s first name, age and photo, the venue and the time — nothing else.
          </DialogDescription>
        </DialogHeader>
        {plan ? <DatePlanActions plan={plan} onRevoked={() => setOpen(false)} /> : <CreatePlanForm matchId={matchId} onCreated={setPlan} />}
      </DialogContent>
    </Dialog>
  );
}

function CreatePlanForm({ matchId, onCreated }: { matchId: string; onCreated: (plan: { id: string; url: string; expiresAt: string }) => void }) {
  const id = useId();
  const create = useCreateDatePlan();
  const [when, setWhen] = useState(() => nextHourLocal());
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const startsAt = new Date(when);
    if (Number.isNaN(startsAt.getTime())) return setError('Please choose when your date starts.');
    setError(null);
    try {
      onCreated(await create.mutateAsync({ matchId, startsAt: startsAt.toISOString(), ...(note.trim() ? { note: note.trim() } : {}) }));
    } catch (err) {
      setError(serverMessage(err, 'Could not create the link. Please try again.'));
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-when`}>When does it start?</Label>
        <Input id={`${id}-when`} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Textarea id={`${id}-note`} value={note} maxLength={DATE_PLAN_NOTE_MAX} onChange={(e) => setNote(e.target.value)} placeholder="e.g. Drinks first, I'll text you by 10" rows={2} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        {create.isPending ? 'Creating link...' : 'Create link'}
      </Button>
    </form>
  );
}

/** The link of a plan and what to do with it: copy, share, mail to trusted contacts, take it back. */
export function DatePlanActions({ plan, onRevoked }: { plan: Pick<DatePlanDto, 'id' | 'url' | 'expiresAt'>; onRevoked?: () => void }) {
  const send = useSendDatePlan();
  const revoke = useRevokeDatePlan();
  const link = absoluteLink(plan.url);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: 'Send it to someone you trust.' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  }

  async function onSend() {
    try {
      const sent = await send.mutateAsync(plan.id);
      toast({ title: 'Date plan sent', description: `Emailed to ${sent.contactsEmailed} trusted contact${sent.contactsEmailed === 1 ? '' : 's'}.` });
    } catch (err) {
      toast({ title: 'Not sent', description: serverMessage(err, 'Could not send the date plan. Please try again.'), variant: 'destructive' });
    }
  }

  async function onRevoke() {
    try {
      await revoke.mutateAsync(plan.id);
      toast({ title: 'Link stopped', description: 'The date plan link no longer works.' });
      onRevoked?.();
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err, 'Could not stop the link. Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`plan-link-${plan.id}`}>Your private link</Label>
        <Input id={`plan-link-${plan.id}`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <p className="text-xs text-muted-foreground">Works until {new Date(plan.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}.</p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy link
        </Button>
        {canShare ? (
          <Button variant="outline" onClick={() => void navigator.share({ title: 'My date plan', url: link }).catch(() => undefined)}>
            <Share2 aria-hidden /> Share
          </Button>
        ) : null}
      </div>
      <Button onClick={() => void onSend()} disabled={send.isPending} aria-busy={send.isPending}>
        <Mail aria-hidden /> {send.isPending ? 'Sending...' : 'Send to my trusted contacts'}
      </Button>
      <Button variant="ghost" className="text-destructive" onClick={() => void onRevoke()} disabled={revoke.isPending}>
        <Link2Off aria-hidden /> Stop sharing this link
      </Button>
    </div>
  );
}
