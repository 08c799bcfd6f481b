import { useLanguage } from '@/lib/i18n';
import { formatAgo, formatDistance, useDistanceFormat } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Distances and times of the sample, in the visitor's language. /demo is prerendered (no browser to ask
 * about miles), so until React has taken the page over it shows kilometres, as the prerendered HTML does:
 * the first render must match that HTML.
 */
export function useDemoFormat() {
  const language = useLanguage();
  const hydrated = useHydrated();
  const browser = useDistanceFormat();
  const distance = (metres: number, near = false) => (hydrated ? browser(metres, near) : formatDistance(metres, language, false, near));
  /** A fixed moment of the evening (UTC), as the visitor's language writes a time. */
  const time = (at: number) => new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
  /** "4m ago" from a fixed reference, so the prerendered page and the app agree. */
  const ago = (minutes: number, justNow: string) => formatAgo(new Date(REFERENCE - minutes * 60_000).toISOString(), REFERENCE, language, justNow);
  return { distance, time, ago };
}

const REFERENCE = Date.UTC(2026, 10, 1, 21, 45);
