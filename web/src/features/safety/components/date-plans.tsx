import { CalendarHeart } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useDatePlans } from '../api/date-plans';
import { DatePlanActions } from './share-my-date';
import { currentLanguage } from '@/lib/i18n';
import { safetySharing } from '@/locales/safety-sharing';

const when = (iso: string) => new Date(iso).toLocaleString(currentLanguage(), { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * Share My Date in the Safety Center: what it is in plain words, and the plans whose links still work
 * (copy, send to trusted contacts, stop).
 */
export function DatePlans() {
  const t = safetySharing.useT();
  const plans = useDatePlans();
  const list = plans.data ?? [];
  // The button's name is bold inside the sentence: the message is split where its {button} goes.
  const explain = t('plans.explain', { button: '\u0001' }).split('\u0001');
  return (
    <section aria-labelledby="date-plans-heading">
      <h2 id="date-plans-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        {t('plans.heading')}
      </h2>
      <Card className="overflow-hidden">
        <div className="flex items-start gap-3 border-b px-4 py-3">
          <CalendarHeart className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <p className="text-xs text-muted-foreground">
            {explain[0]}
            <span className="font-semibold text-foreground">{t('date.button')}</span>
            {explain[1]}
          </p>
        </div>
        {plans.isPending ? (
          <Spinner label={t('plans.loading')} className="py-6" />
        ) : plans.isError ? (
          <LoadFailed compact message={t('plans.loadFailed')} onRetry={() => void plans.refetch()} />
        ) : list.length === 0 ? (
          <p className="px-4 py-4 text-sm text-muted-foreground">{t('plans.none')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('plans.listLabel')}>
            {list.map((plan) => (
              <li key={plan.id} className="flex flex-col gap-3 px-4 py-4">
                <p className="text-sm font-semibold">
                  {plan.venueName
                    ? t('plans.planAt', { name: plan.firstName ?? t('plans.unnamed'), venue: plan.venueName, time: when(plan.startsAt) })
                    : t('plans.plan', { name: plan.firstName ?? t('plans.unnamed'), time: when(plan.startsAt) })}
                </p>
                {plan.sentAt ? <p className="text-xs text-muted-foreground">{t('plans.sent')}</p> : null}
                <DatePlanActions plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
