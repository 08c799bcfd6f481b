import { pathInLanguage } from '@converge/contracts';
import { useLanguage } from './i18n';

/**
 * A public page's address in the language shown now (`/auth` → `/de/auth` while the app shows German),
 * so a link from a German page leads to the German page, prerendered in German, not to the English one.
 */
export function useLanguagePath(): (path: string) => string {
  const lang = useLanguage();
  return (path) => pathInLanguage(lang, path);
}
