import { Timer } from 'lucide-react';
import { useState } from 'react';
import { CHECK_IN_DEFAULT_DELAY_MS } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { safetyChecks } from '@/locales/safety-checks';
import { useCreateCheckIn, usePinStatus } from '../api/check-ins';
import { SafetyPinForm } from './safety-pin';

const timeLabel = (d: Date) => d.toLocaleTimeString(currentLanguage(), { hour: '2-digit', minute: '2-digit' });

/**
 * "Check on me in 1 hour" on the meeting screens once a meet point is agreed: one tap, or change the
 * minutes first. The first time, setting a PIN is offered.
 */
export function CheckOnMeOffer({ matchId }: { matchId?: string }) {
  const t = safetyChecks.useT();
  const create = useCreateCheckIn();
  const pin = usePinStatus();
  const [minutes, setMinutes] = useState(String(CHECK_IN_DEFAULT_DELAY_MS / 60_000));
  const [adjusting, setAdjusting] = useState(false);
  const [offerPin, setOfferPin] = useState(false);

  const start = () => {
    const dueAt = new Date(Date.now() + Math.max(1, Number(minutes) || 60) * 60_000);
    create.mutate(
      { dueAt: dueAt.toISOString(), ...(matchId ? { matchId } : {}) },
      {
        onSuccess: () => {
          toast({ title: safetyChecks.t('offer.scheduled'), description: safetyChecks.t('offer.scheduled.message', { time: timeLabel(dueAt) }) });
          setOfferPin(true);
        },
        onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, safetyChecks.t('offer.failed')), variant: 'destructive' }),
      },
    );
  };

  // Offered once per tap, and only while no PIN is set (the answer may arrive after the tap).
  if (offerPin && pin.data?.pinSet === false) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border p-3" data-testid="check-on-me-pin-offer">
        <p className="text-sm">{t('offer.pin')}</p>
        <SafetyPinForm onDone={() => setOfferPin(false)} />
        <Button variant="ghost" size="sm" onClick={() => setOfferPin(false)}>
          {t('offer.notNow')}
        </Button>
      </div>
    );
  }

  // The minutes field sits inside the sentence: the message is split where its {field} goes.
  const field = t('offer.minutesField', { field: '\u0001' }).split('\u0001');
  return (
    <div className="flex flex-col gap-2" data-testid="check-on-me">
      <Button variant="outline" disabled={create.isPending} onClick={start} data-testid="check-on-me-button">
        <Timer className="size-4" aria-hidden /> {adjusting ? t('offer.inMinutes', { count: Number(minutes) || 0 }) : t('offer.inOneHour')}
      </Button>
      {adjusting ? (
        <label className="flex items-center justify-center gap-2 text-sm">
          {field[0]}
          <Input aria-label={t('offer.minutesLabel')} type="number" min={1} max={720} value={minutes} onChange={(e) => setMinutes(e.target.value)} className="w-20" />
          {field[1]}
        </label>
      ) : (
        <Button type="button" variant="link" size="sm" onClick={() => setAdjusting(true)}>
          {t('offer.changeTime')}
        </Button>
      )}
    </div>
  );
}
