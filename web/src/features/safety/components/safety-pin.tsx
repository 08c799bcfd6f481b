import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useSetPin } from '../api/check-ins';
import { safetyChecks } from '@/locales/safety-checks';

/** Set (or change) the safety PIN and the duress PIN: 4–8 digits each, different. */
export function SafetyPinForm({ onDone }: { onDone?: () => void }) {
  const t = safetyChecks.useT();
  const setPin = useSetPin();
  const [pin, setPinValue] = useState('');
  const [duressPin, setDuress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const digits = (v: string) => v.replace(/\D/g, '').slice(0, 8);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setPin.mutate(
          { pin, duressPin },
          {
            onSuccess: () => {
              toast({ title: safetyChecks.t('pin.saved'), description: safetyChecks.t('pin.saved.message') });
              setPinValue('');
              setDuress('');
              onDone?.();
            },
            onError: (err) => setError(serverMessage(err, safetyChecks.t('pin.failed'))),
          },
        );
      }}
    >
      <Input aria-label={t('pin.label')} placeholder={t('pin.placeholder')} inputMode="numeric" type="password" value={pin} onChange={(e) => setPinValue(digits(e.target.value))} />
      <Input aria-label={t('duress.label')} placeholder={t('duress.placeholder')} inputMode="numeric" type="password" value={duressPin} onChange={(e) => setDuress(digits(e.target.value))} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={setPin.isPending || pin.length < 4 || duressPin.length < 4}>
        {t('pin.save')}
      </Button>
    </form>
  );
}
