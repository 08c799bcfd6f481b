import { Timer } from 'lucide-react';
import { useState } from 'react';
import { CHECK_IN_DEFAULT_DELAY_MS } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useCreateCheckIn, usePinStatus } from '../api/check-ins';
import { SafetyPinForm } from './safety-pin';

const timeLabel = (d: Date) => d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * "Check on me in 1 hour" on the meeting screens once a meet point is agreed: one tap, or change the
 * minutes first. The first time, setting a PIN is offered.
 */
export function CheckOnMeOffer({ matchId }: { matchId?: string }) {
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
          toast({ title: 'We will check on you', description: `We will ask “Are you safe?” at ${timeLabel(dueAt)}.` });
          setOfferPin(true);
        },
        onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Could not set the check-in. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  // Offered once per tap, and only while no PIN is set (the answer may arrive after the tap).
  if (offerPin && pin.data?.pinSet === false) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border p-3" data-testid="check-on-me-pin-offer">
        <p className="text-sm">Add a safety PIN? Then only you can answer “I’m safe”, and a second “duress” PIN quietly alerts your contacts while looking like a normal answer.</p>
        <SafetyPinForm onDone={() => setOfferPin(false)} />
        <Button variant="ghost" size="sm" onClick={() => setOfferPin(false)}>
          Not now
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2" data-testid="check-on-me">
      <Button variant="outline" disabled={create.isPending} onClick={start} data-testid="check-on-me-button">
        <Timer className="size-4" aria-hidden /> {adjusting ? `Check on me in ${minutes} minutes` : 'Check on me in 1 hour'}
      </Button>
      {adjusting ? (
        <label className="flex items-center justify-center gap-2 text-sm">
          In
          <Input aria-label="Minutes until we check on you" type="number" min={1} max={720} value={minutes} onChange={(e) => setMinutes(e.target.value)} className="w-20" />
          minutes
        </label>
      ) : (
        <Button type="button" variant="link" size="sm" onClick={() => setAdjusting(true)}>
          Change the time
        </Button>
      )}
    </div>
  );
}
