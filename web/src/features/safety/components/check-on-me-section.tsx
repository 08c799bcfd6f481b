import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { useCancelCheckIn, useCheckIns, usePinStatus } from '../api/check-ins';
import { CheckOnMeOffer } from './check-on-me';
import { SafetyPinForm } from './safety-pin';

const when = (iso: string) => new Date(iso).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' });
const LABELS = { scheduled: 'Scheduled', due: 'Waiting for your answer', safe: 'You said you were safe', escalated: 'Your contacts were alerted', cancelled: 'Cancelled' } as const;

/** The Safety Center's "Check on me": what it does in plain words, the timers, and the PINs. */
export function CheckOnMeSection() {
  const checkIns = useCheckIns();
  const pin = usePinStatus();
  const cancel = useCancelCheckIn();
  const upcoming = (checkIns.data ?? []).filter((c) => c.status === 'scheduled');
  return (
    <section aria-labelledby="check-on-me-heading" data-testid="check-on-me-section">
      <h2 id="check-on-me-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        Check on me
      </h2>
      <Card className="flex flex-col gap-3 p-4 text-sm">
        <p>
          Going on a date? Ask us to check on you later. At that time your phone asks “Are you safe?”. If you do not answer within 5 minutes, we alert your trusted contacts with where you
          are, a live-location link for 4 hours and who you were meeting, and we tell the venue’s staff if the venue has a safety contact.
        </p>
        <p>
          Set a safety PIN so only you can answer. You also choose a <strong>duress PIN</strong>: if someone makes you answer, enter it instead. The app shows “I’m safe” as usual, but your
          contacts are alerted straight away, quietly.
        </p>
        <p>If help was alerted and you are fine, answer “I’m safe” in the app and your contacts are told.</p>
        <CheckOnMeOffer />
        {upcoming.length ? (
          <ul className="flex flex-col gap-2">
            {upcoming.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2">
                <span>
                  {when(c.dueAt)} · {LABELS[c.status]}
                  {c.meetPoint ? ` · ${c.meetPoint}` : ''}
                </span>
                <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate(c.id)}>
                  Cancel
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-col gap-2 border-t pt-3">
          <p className="font-medium">{pin.data?.pinSet ? 'Change your safety PIN' : 'Set a safety PIN'}</p>
          <SafetyPinForm />
        </div>
      </Card>
    </section>
  );
}
