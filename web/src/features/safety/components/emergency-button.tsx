import { Phone, Siren } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMERGENCY_REDIRECT_MS, type EmergencyDto } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useActivateEmergency } from '../api/emergency';
import { callText, smsLink, telLink, useLocalEmergencyNumbers } from '@/lib/emergency-numbers';
import { useLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { safety } from '@/locales/safety';

function contactsText(n: number) {
  if (n === 0) return safety.t('contacts.none');
  return safety.t('contacts.alerted', { count: n });
}

/**
 * Spec "Emergency": button → confirm dialog → POST /api/emergency/activate → activated state → back to
 * /safety after 3 s. Converge alerts the trusted contacts; it never calls 911 itself, so the call link
 * stays in view. A failed activation says to call 911 directly.
 */
export function EmergencyButton() {
  const t = safety.useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const activate = useActivateEmergency();
  const numbers = useLocalEmergencyNumbers();
  const EMERGENCY_NUMBER = callText(numbers, language);
  const [confirming, setConfirming] = useState(false);
  const [activated, setActivated] = useState<EmergencyDto | null>(null);
  const [sent, setSent] = useState<EmergencyDto | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function confirm() {
    setConfirming(false);
    try {
      const result = await activate.mutateAsync();
      setActivated(result);
      timer.current = setTimeout(() => {
        setActivated(null);
        setSent(result);
        navigate('/safety', { replace: true });
      }, EMERGENCY_REDIRECT_MS);
    } catch {
      toast({ title: t('emergency.failed'), description: t('emergency.failed.message', { numbers: EMERGENCY_NUMBER }), variant: 'destructive' });
    }
  }

  if (activated || activate.isPending) {
    return (
      <div role="alert" aria-labelledby="emergency-active" className="flex flex-col gap-3 rounded-2xl border-2 border-destructive bg-destructive/10 p-4">
        <p id="emergency-active" className="flex items-center gap-2 text-lg font-bold text-destructive-text">
          <Siren className="size-6" aria-hidden /> {activated ? t('emergency.activated') : t('emergency.activating')}
        </p>
        <p className="text-sm">{activated ? contactsText(activated.contactsNotified) : t('emergency.alerting')}</p>
        <CallLinks />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {sent ? (
        <p role="status" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm">
          <span className="font-semibold text-destructive-text">
            {t('emergency.sentAt', { time: new Date(sent.activatedAt).toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' }) })}
          </span>{' '}
          {contactsText(sent.contactsNotified)}
        </p>
      ) : null}
      <Button variant="destructive" size="lg" className="h-14 w-full text-base" onClick={() => setConfirming(true)}>
        <Siren className="!size-5" aria-hidden /> {t('emergency.button')}
      </Button>
      <p className="px-1 text-xs text-muted-foreground">{t('emergency.explain', { numbers: EMERGENCY_NUMBER })}</p>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent role="alertdialog" hideClose>
          <DialogHeader className="pe-0">
            <DialogTitle>{t('emergency.confirm.title')}</DialogTitle>
            <DialogDescription>{t('emergency.confirm.text', { numbers: EMERGENCY_NUMBER })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{common.t('cancel')}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void confirm()}>
              {t('emergency.confirm.yes')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function CallLinks() {
  const t = safety.useT();
  const numbers = useLocalEmergencyNumbers();
  const line = numbers.textLine;
  return (
    <>
      <a
        href={telLink(numbers)}
        className="flex h-14 items-center justify-center gap-2 rounded-xl bg-destructive text-lg font-bold text-destructive-foreground transition-colors duration-150 hover:bg-destructive/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <Phone className="size-5" aria-hidden /> {t('emergency.call', { number: numbers.call[0] ?? '' })}
      </a>
      {numbers.country === null ? <p className="text-center text-xs">{t('numbers.unknownCountry')}</p> : null}
      {line ? (
        <a href={smsLink(line)} className="text-center text-sm font-semibold underline underline-offset-2">
          {t('emergency.text', { keyword: line.keyword, number: line.number })}
        </a>
      ) : null}
    </>
  );
}
