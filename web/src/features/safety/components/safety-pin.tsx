import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useSetPin } from '../api/check-ins';

/** Set (or change) the safety PIN and the duress PIN: 4–8 digits each, different. */
export function SafetyPinForm({ onDone }: { onDone?: () => void }) {
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
              toast({ title: 'Safety PIN saved', description: 'You will need it to answer “I’m safe”.' });
              setPinValue('');
              setDuress('');
              onDone?.();
            },
            onError: (err) => setError(serverMessage(err, 'Could not save your PIN. Please try again.')),
          },
        );
      }}
    >
      <Input aria-label="Safety PIN" placeholder="Safety PIN (4–8 digits)" inputMode="numeric" type="password" value={pin} onChange={(e) => setPinValue(digits(e.target.value))} />
      <Input aria-label="Duress PIN" placeholder="Duress PIN (different)" inputMode="numeric" type="password" value={duressPin} onChange={(e) => setDuress(digits(e.target.value))} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={setPin.isPending || pin.length < 4 || duressPin.length < 4}>
        Save PIN
      </Button>
    </form>
  );
}
