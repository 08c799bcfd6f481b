import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';

export const LEGAL_EFFECTIVE_DATE = '1 November 2026';

/** Shared frame of the four legal pages: header with back button, readable prose column. */
export function LegalPage({ title, onBack, backLabel, intro, children }: { title: string; onBack: () => void; backLabel: string; intro: ReactNode; children: ReactNode }) {
  return (
    <PhoneShell>
      <PageHeader title={title} onBack={onBack} backLabel={backLabel} />
      <main className="px-5 pb-12 pt-5">
        <p className="text-xs text-muted-foreground">Effective {LEGAL_EFFECTIVE_DATE}</p>
        <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{intro}</div>
        <div className="mt-6 flex flex-col gap-7">{children}</div>
      </main>
    </PhoneShell>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="mt-2 flex flex-col gap-2 text-sm leading-relaxed text-muted-foreground [&_li]:ml-4 [&_li]:list-disc [&_strong]:text-foreground">{children}</div>
    </section>
  );
}
