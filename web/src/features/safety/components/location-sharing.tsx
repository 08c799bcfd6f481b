import { firstProblemSentence } from '@/lib/error-sentence';
import { Check, Copy, MapPin, Share2, StopCircle, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { locationShareSchema, type LocationShareDto } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { device } from '@/device';
import { serverMessage } from '@/lib/api-client';
import { useContacts } from '../api/contacts';
import { useCreateShare, useShares, useStopShare, type LocationShareRequest } from '../api/location-shares';
import { formatTimeLeft } from '../time-left';
import { currentLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { safetySharing } from '@/locales/safety-sharing';

/** The shared schema's messages (English, as the server words them), as this screen says them. */
/** Where the person is and with whom, as the app knows it (passed in by the app layer). */
export type ShareContext = { venueId?: string; venueName?: string; matchedWithId?: string; matchedWithName?: string };

type Fields = { recipientName: string; recipientPhone: string; recipientEmail: string; message: string };
const EMPTY: Fields = { recipientName: '', recipientPhone: '', recipientEmail: '', message: '' };

/** Re-renders every 30 s so "time left" stays true. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec "share location with a contact": the form (a trusted contact fills it in one tap), the spec's
 * validation order and toasts, then the active shares with time left, Copy link and Stop.
 */
export function LocationSharing({ context }: { context?: ShareContext }) {
  // The position itself is kept current app-wide (useShareBroadcast, mounted by the app layer).
  const shares = useShares();
  const [formOpen, setFormOpen] = useState(false);
  const list = shares.data ?? [];
  const t = safetySharing.useT();

  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        {t('share.heading')}
      </h2>
      <Card className="overflow-hidden">
        <div className="flex items-start gap-3 border-b px-4 py-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <p className="text-xs text-muted-foreground">{t('share.explain')}</p>
        </div>
        {shares.isPending ? (
          <Spinner label={t('share.loading')} className="py-6" />
        ) : shares.isError ? (
          <LoadFailed compact message={t('share.loadFailed')} onRetry={() => void shares.refetch()} />
        ) : list.length > 0 ? (
          <ActiveShares shares={list} />
        ) : null}
        {formOpen ? (
          <ShareForm context={context} onDone={() => setFormOpen(false)} />
        ) : (
          <div className="p-3">
            <Button className="w-full" onClick={() => setFormOpen(true)}>
              <Share2 aria-hidden /> {list.length ? t('share.another') : t('share.start')}
            </Button>
          </div>
        )}
      </Card>
    </section>
  );
}

/**
 * Who a share is with: a person the sharer named as written; the trusted contacts the app shared with
 * (emergency, unanswered check-in) in the app's language. Outside React (a toast), called when shown.
 */
export const recipientOf = (share: Pick<LocationShareDto, 'recipientName' | 'recipientKey'>): string =>
  share.recipientKey === 'emergency' ? safetySharing.t('share.recipient.emergency') : share.recipientKey === 'checkIn' ? safetySharing.t('share.recipient.checkIn') : share.recipientName;

function ActiveShares({ shares }: { shares: LocationShareDto[] }) {
  const t = safetySharing.useT();
  const now = useMinuteClock();
  const stop = useStopShare();
  const [copied, setCopied] = useState<string | null>(null);

  async function onCopy(share: LocationShareDto) {
    if (await copyText(share.shareUrl)) {
      setCopied(share.id);
      toast({ title: safetySharing.t('share.copied'), description: safetySharing.t('share.copied.message', { name: recipientOf(share) }) });
      setTimeout(() => setCopied((c) => (c === share.id ? null : c)), 2000);
    } else {
      toast({ title: safetySharing.t('share.copyFailed'), description: share.shareUrl, variant: 'destructive' });
    }
  }

  async function onStop(share: LocationShareDto) {
    try {
      await stop.mutateAsync(share.id);
      toast({ title: safetySharing.t('share.stopped'), description: safetySharing.t('share.stopped.message', { name: recipientOf(share) }) });
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, safetySharing.t('share.stopFailed')), variant: 'destructive' });
    }
  }

  return (
    <ul className="divide-y border-b" aria-label={t('share.listLabel')}>
      {shares.map((s) => (
        <li key={s.id} className="flex flex-col gap-2 px-4 py-3">
          <div className="flex items-start gap-3">
            <span className="relative mt-1 flex size-2.5 shrink-0" aria-hidden>
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-success" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="break-words text-sm font-semibold">{t('share.sharingWith', { name: recipientOf(s) })}</p>
              <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{shareDetails(s)}</p>
              <p className="text-xs font-medium text-success">{formatTimeLeft(s.expiresAt, now)}</p>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button size="sm" variant="outline" onClick={() => void onCopy(s)} aria-label={t('share.copyLinkFor', { name: recipientOf(s) })}>
              {copied === s.id ? <Check aria-hidden /> : <Copy aria-hidden />} {copied === s.id ? t('share.copiedButton') : t('share.copyLink')}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={stop.isPending && stop.variables === s.id}
              onClick={() => void onStop(s)}
              aria-label={t('share.stopFor', { name: recipientOf(s) })}
            >
              <StopCircle aria-hidden /> {stop.isPending && stop.variables === s.id ? t('share.stopping') : t('share.stop')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ShareForm({ context, onDone }: { context?: ShareContext; onDone: () => void }) {
  const t = safetySharing.useT();
  const id = useId();
  const contacts = useContacts();
  const create = useCreateShare();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [locating, setLocating] = useState(false);
  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const busy = locating || create.isPending;

  async function submit() {
    // Checked in this order: a contact name, then a phone or an email.
    if (!fields.recipientName.trim()) {
      toast({ title: safetySharing.t('share.missingInfo'), description: safetySharing.t('invalid.name'), variant: 'destructive' });
      return;
    }
    if (!fields.recipientPhone.trim() && !fields.recipientEmail.trim()) {
      toast({ title: safetySharing.t('share.missingContact'), description: safetySharing.t('invalid.phoneOrEmail'), variant: 'destructive' });
      return;
    }
    setLocating(true);
    const position = await device.geolocation.getCurrentPosition().catch(() => null);
    setLocating(false);
    // Empty phone, email and message are left out; the server writes the default message.
    const request: LocationShareRequest = Object.fromEntries(
      Object.entries({
        recipientName: fields.recipientName.trim(),
        recipientPhone: fields.recipientPhone.trim(),
        recipientEmail: fields.recipientEmail.trim(),
        message: fields.message.trim(),
        venueId: context?.venueId,
        venueName: context?.venueName,
        matchedWithId: context?.matchedWithId,
        matchedWithName: context?.matchedWithName,
        location: context?.venueName,
        latitude: position ? String(position.latitude) : undefined,
        longitude: position ? String(position.longitude) : undefined,
      }).filter(([, v]) => v !== undefined && v !== ''),
    ) as LocationShareRequest;
    const parsed = locationShareSchema.safeParse(request);
    if (!parsed.success) {
      toast({ title: common.t('error.title'), description: firstProblemSentence(parsed.error.issues) ?? safetySharing.t('share.failed'), variant: 'destructive' });
      return;
    }
    try {
      const created = await create.mutateAsync(request);
      const until = new Date(created.expiresAt).toLocaleTimeString(currentLanguage(), { hour: 'numeric', minute: '2-digit' });
      toast({ title: safetySharing.t('share.shared'), description: safetySharing.t('share.shared.message', { name: request.recipientName, time: until }) });
      onDone();
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, safetySharing.t('share.failed')), variant: 'destructive' });
    }
  }

  const picked = (c: { name: string; phone: string | null; email: string | null }) =>
    fields.recipientName === c.name && fields.recipientPhone === (c.phone ?? '') && fields.recipientEmail === (c.email ?? '');

  return (
    <form
      className="flex flex-col gap-3 p-4"
      aria-label={t('form.label')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {contacts.data?.length ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium">{t('form.trusted')}</p>
          <div className="flex flex-wrap gap-2">
            {contacts.data.map((c) => (
              <Button
                key={c.id}
                size="sm"
                variant={picked(c) ? 'default' : 'outline'}
                aria-pressed={picked(c)}
                className="rounded-full"
                onClick={() => setFields((f) => ({ ...f, recipientName: c.name, recipientPhone: c.phone ?? '', recipientEmail: c.email ?? '' }))}
              >
                <UserRound aria-hidden /> {c.name}
              </Button>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t('form.someoneElse')}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>{t('form.name')}</Label>
        <Input id={`${id}-name`} value={fields.recipientName} onChange={set('recipientName')} autoComplete="off" maxLength={100} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-phone`}>{t('form.phone')}</Label>
        <Input id={`${id}-phone`} type="tel" inputMode="tel" value={fields.recipientPhone} onChange={set('recipientPhone')} placeholder="+14155550123" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>{t('form.email')}</Label>
        <Input id={`${id}-email`} type="email" value={fields.recipientEmail} onChange={set('recipientEmail')} placeholder={t('form.emailPlaceholder')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-message`}>{t('form.message')}</Label>
        <Textarea id={`${id}-message`} value={fields.message} onChange={set('message')} maxLength={500} className="min-h-20" placeholder={t('form.messagePlaceholder')} />
      </div>
      {context?.venueName ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <MapPin className="size-3.5" aria-hidden /> {t('form.sharesVenue', { venue: context.venueName })}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{t('form.sharesPosition')}</p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={busy} onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {locating ? t('form.locating') : create.isPending ? t('form.sharing') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The share row's second line: whichever of email, phone and venue there are, never a stray separator. */
export function shareDetails(share: { recipientEmail?: string | null; recipientPhone?: string | null; venueName?: string | null }): string {
  return [share.recipientEmail, share.recipientPhone, share.venueName].filter(Boolean).join(' · ');
}
