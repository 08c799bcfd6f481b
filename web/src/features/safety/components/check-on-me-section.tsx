import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { useCancelCheckIn, useCheckIns, usePinStatus } from '../api/check-ins';
import { CheckOnMeOffer } from './check-on-me';
import { SafetyPinForm } from './safety-pin';
import { currentLanguage } from '@/lib/i18n';
import { useMeetPointName } from '@/lib/meet-point-name';
import { safetyChecks } from '@/locales/safety-checks';

const when = (iso: string) => new Date(iso).toLocaleString(currentLanguage(), { weekday: 'short', hour: '2-digit', minute: '2-digit' });

/** The Safety Center's "Check on me": what it does in plain words, the timers, and the PINs. */
export function CheckOnMeSection() {
  const t = safetyChecks.useT();
  const meetPointName = useMeetPointName();
  const checkIns = useCheckIns();
  const pin = usePinStatus();
  const cancel = useCancelCheckIn();
  const upcoming = (checkIns.data ?? []).filter((c) => c.status === 'scheduled');
  // The duress PIN is bold inside its sentence: the message is split where its {duressPin} goes.
  const pins = t('section.pins', { duressPin: '\u0001' }).split('\u0001');
  return (
    <section aria-labelledby="check-on-me-heading" data-testid="check-on-me-section">
      <h2 id="check-on-me-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        {t('section.heading')}
      </h2>
      <Card className="flex flex-col gap-3 p-4 text-sm">
        <p>{t('section.how')}</p>
        <p>
          {pins[0]}
          <strong>{t('section.duressPin')}</strong>
          {pins[1]}
        </p>
        <p>{t('section.standDown')}</p>
        <CheckOnMeOffer />
        {upcoming.length ? (
          <ul className="flex flex-col gap-2">
            {upcoming.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2">
                <span>
                  {c.meetPoint
                    ? t('section.checkInAt', { when: when(c.dueAt), status: t(`status.${c.status}`), meetPoint: meetPointName(c.meetPoint, c.meetPointKey) })
                    : t('section.checkIn', { when: when(c.dueAt), status: t(`status.${c.status}`) })}
                </span>
                <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate(c.id)}>
                  {t('cancel')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-col gap-2 border-t pt-3">
          <p className="font-medium">{pin.data?.pinSet ? t('pin.change') : t('pin.set')}</p>
          <SafetyPinForm />
        </div>
      </Card>
    </section>
  );
}
