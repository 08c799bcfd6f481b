import { Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ReportBlockButton } from './report-block-button';
import type { SafetyPerson } from './report-block-dialog';
import { safety } from '@/locales/safety';

export type SafetyPersonEntry = SafetyPerson & { context?: string };

/** Block or report someone picked from my matches and conversations (the app layer gathers them). */
export function PeopleSafety({ people, loading, onBlocked }: { people: SafetyPersonEntry[]; loading?: boolean; onBlocked?: (userId: string) => void }) {
  const t = safety.useT();
  return (
    <section aria-labelledby="people-heading">
      <h2 id="people-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        {t('people.heading')}
      </h2>
      <Card className="overflow-hidden">
        {people.length === 0 ? (
          <div className="flex items-center gap-3 px-4 py-4">
            <Users className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">{loading ? t('people.loading') : t('people.empty')}</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label={t('people.listLabel')}>
            {people.map((p) => (
              <li key={p.userId} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold" aria-hidden>
                  {p.displayName.slice(0, 1).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="text-sm font-semibold [overflow-wrap:anywhere]">{p.displayName}</p>
                  {p.context ? <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{p.context}</p> : null}
                </div>
                <ReportBlockButton person={p} onBlocked={onBlocked} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
