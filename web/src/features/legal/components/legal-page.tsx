import { createContext, useContext, type ReactNode } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { useLanguage } from '@/lib/i18n';
import { legal, legalEnglish } from '@/locales/legal';

/** The day the legal texts took effect (shown as each language writes a date). */
const LEGAL_EFFECTIVE_DATE = Date.UTC(2026, 10, 1);

export type LegalPageName = 'terms' | 'privacy' | 'cookies' | 'guidelines';
type Key = keyof typeof legalEnglish;
/** A section of a legal page: `terms.eligibility` has a heading (`.title`) and, for other languages, a summary (`.summary`). */
export type LegalSectionName = SectionOf<Key>;
type SectionOf<K> = K extends `${infer S}.summary` ? S : never;

/** True when the page is shown in a language other than English (summaries, then the English text). */
const Translated = createContext(false);

/** The governing English text: marked as English (and left to right) inside a page in another language. */
function EnglishText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div lang="en" dir="ltr" translate="no" data-legal-english="" className={className}>
      {children}
    </div>
  );
}

/**
 * Shared frame of the four legal pages: header with back button, readable prose column. The English text is
 * the one that governs: in another language the page says so, and each part shows a translated heading and a
 * short translated summary before the English text itself.
 */
export function LegalPage({ page, onBack, back, intro, children }: { page: LegalPageName; onBack: () => void; back: 'home' | 'previous'; intro: ReactNode; children: ReactNode }) {
  const t = legal.useT();
  const language = useLanguage();
  const translated = language !== 'en';
  // English as this page has always written it ("1 November 2026"); other languages their own way.
  const effective = new Intl.DateTimeFormat(translated ? language : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(LEGAL_EFFECTIVE_DATE);
  return (
    <PhoneShell>
      <PageHeader title={t(`${page}.title`)} onBack={onBack} backLabel={t(back === 'home' ? 'backHome' : 'goBack')} />
      <main className="px-5 pb-12 pt-5">
        <p className="text-xs text-muted-foreground">{t('effective', { date: effective })}</p>
        {translated ? (
          <p role="note" className="mt-3 rounded-xl border bg-muted px-3 py-2 text-sm">
            {t('governs')}
          </p>
        ) : null}
        <div className="mt-3 text-sm leading-relaxed text-muted-foreground">
          {translated ? <p className="mb-2 text-foreground">{t(`${page}.intro`)}</p> : null}
          <EnglishText className={translated ? 'border-s-2 ps-3' : undefined}>{intro}</EnglishText>
        </div>
        <Translated.Provider value={translated}>
          <div className="mt-6 flex flex-col gap-7">{children}</div>
        </Translated.Provider>
      </main>
    </PhoneShell>
  );
}

const bodyClass = 'flex flex-col gap-2 text-sm leading-relaxed text-muted-foreground [&_li]:ms-4 [&_li]:list-disc [&_strong]:text-foreground';

export function LegalSection({ section, children }: { section: LegalSectionName; children: ReactNode }) {
  const t = legal.useT();
  const translated = useContext(Translated);
  const title = t(`${section}.title`);
  if (!translated) {
    return (
      <section aria-label={title}>
        <h2 className="text-base font-semibold">{title}</h2>
        <EnglishText className={`mt-2 ${bodyClass}`}>{children}</EnglishText>
      </section>
    );
  }
  return (
    <section aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="mt-2 text-sm leading-relaxed">{t(`${section}.summary`)}</p>
      <p className="mt-3 text-xs font-medium text-muted-foreground">{t('original')}</p>
      <EnglishText className={`mt-1 border-s-2 ps-3 ${bodyClass}`}>
        <h3 className="font-semibold text-foreground">{legalEnglish[`${section}.title`]}</h3>
        {children}
      </EnglishText>
    </section>
  );
}
