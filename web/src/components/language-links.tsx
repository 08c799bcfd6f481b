import { LANGUAGE_NAMES, LANGUAGES } from '@converge/contracts';
import { useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { common } from '@/locales/common';

/**
 * The language picker of the public pages: plain links (`?lang=de`), so it works on the prerendered
 * landing before any React has loaded; app/boot.ts keeps the choice and shows the page in it. Each
 * language is named in itself and marked with its own `lang`, so a screen reader says it right.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const t = common.useT();
  const language = useLanguage();
  return (
    <nav aria-label={t('language.label')} className={cn('flex flex-wrap justify-center gap-x-1 text-xs', className)}>
      {LANGUAGES.map((lang) => (
        <a
          key={lang}
          href={`?lang=${lang}`}
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
