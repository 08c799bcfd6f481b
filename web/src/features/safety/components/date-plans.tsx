import { CalendarHeart } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useDatePlans } from '../api/date-plans';
import { DatePlanActions } from './share-my-date';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * Share My Date in the Safety Center: what it is in plain words, and the plans whose links still work
 * (copy, send to trusted contacts, stop).
 */
export function DatePlans() {
  const plans = useDatePlans();
  const list = plans.data ?? [];
  return (
    <section aria-labelledby="date-plans-heading">
      <h2 id="date-plans-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        Share my date
      </h2>
      <Card className="overflow-hidden">
        <div className="flex items-start gap-3 border-b px-4 py-3">
          <CalendarHeart className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <p className="text-xs text-muted-foreground">
            Before you meet a match, tap <span className="font-semibold text-foreground">Share my date</span> on their card. You get a private link for a friend showing your match&apos;s
            first name, age and photo, the venue and the time — never their full name, contact details or exact location. Send it to your trusted contacts in one tap. The link stops working
            a day after the date, when you stop it, or if either of you blocks the other.
          </p>
        </div>
        {plans.isPending ? (
          <Spinner label="Loading date plans..." className="py-6" />
        ) : plans.isError ? (
          <LoadFailed compact message="Unable to load your date plans." onRetry={() => void plans.refetch()} />
        ) : list.length === 0 ? (
          <p className="px-4 py-4 text-sm text-muted-foreground">No date plans shared right now.</p>
        ) : (
          <ul className="divide-y" aria-label="Shared date plans">
            {list.map((plan) => (
              <li key={plan.id} className="flex flex-col gap-3 px-4 py-4">
                <p className="text-sm font-semibold">
                  {plan.firstName}
                  {plan.venueName ? ` at ${plan.venueName}` : ''} · {when(plan.startsAt)}
                </p>
                {plan.sentAt ? <p className="text-xs text-muted-foreground">Sent to your trusted contacts.</p> : null}
                <DatePlanActions plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
