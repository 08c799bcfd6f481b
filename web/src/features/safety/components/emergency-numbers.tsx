import { MessageSquareText, Phone } from 'lucide-react';
import { callText, smsLink, telLink, useLocalEmergencyNumbers } from '@/lib/emergency-numbers';
import { useLanguage } from '@/lib/i18n';
import { safety } from '@/locales/safety';

const linkClass =
  'flex min-h-16 items-center gap-3 rounded-2xl border p-3 transition-colors duration-150 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Emergency numbers of the venue's country (911 in the US, 999 or 112 in the UK, ...) and a crisis
 * text line only where one exists (libs/contracts emergency-numbers.ts).
 */
export function EmergencyNumbers() {
  const t = safety.useT();
  const language = useLanguage();
  const numbers = useLocalEmergencyNumbers();
  const line = numbers.textLine;
  return (
    <section aria-labelledby="numbers-heading" className="flex flex-col gap-2" data-country={numbers.country ?? 'unknown'}>
      <h2 id="numbers-heading" className="px-1 text-sm font-semibold text-muted-foreground">
        {t('numbers.heading')}
      </h2>
      <a href={telLink(numbers)} className={`${linkClass} border-destructive/40`}>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive text-destructive-foreground">
          <Phone className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-lg font-bold leading-tight">{callText(numbers, language)}</span>
          <span className="block text-xs text-muted-foreground">{t('numbers.callHint')}</span>
        </span>
      </a>
      {numbers.country === null ? <p className="px-1 text-xs text-muted-foreground">{t('numbers.unknownCountry')}</p> : null}
      {line ? (
        <a href={smsLink(line)} className={linkClass}>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
            <MessageSquareText className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold leading-tight">{t('numbers.text', { keyword: line.keyword, number: line.number })}</span>
            <span className="block text-xs text-muted-foreground">{t('numbers.textHint')}</span>
          </span>
        </a>
      ) : null}
    </section>
  );
}
