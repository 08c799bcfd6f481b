import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, pathInLanguage, type Language } from '@converge/contracts';
import { useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { common } from '@/locales/common';

/**
 * Where the picker leads: each language's own landing (`/de/`, prerendered in German; the page keeps the
 * choice, app/boot.ts). English is `/?lang=en`: the bare `/` picks by the browser's languages and the
 * choice made before, so choosing English has to say so (the gateway keeps it in a cookie).
 */
const landingIn = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '/?lang=en' : pathInLanguage(lang, '/'));

/**
 * The language picker of the public pages: plain links to each language's pages, so it works on the
 * prerendered landing before any React has loaded, and crawlers follow it. Each language is named in
 * itself and marked with its own `lang`, so a screen reader says it right.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const t = common.useT();
  const language = useLanguage();
  return (
    <nav aria-label={t('language.label')} className={cn('flex flex-wrap justify-center gap-x-1 text-xs', className)}>
      {LANGUAGES.map((lang) => (
        <a
          key={lang}
          href={landingIn(lang)}
          lang={lang}
          hrefLang={lang}
          aria-current={language === lang ? 'true' : undefined}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current]:font-semibold aria-[current]:text-foreground"
        >
          {LANGUAGE_NAMES[lang]}
        </a>
      ))}
    </nav>
  );
}
