/**
 * Which language to show before the account says: the choice made on this device (the picker), else the
 * browser's languages, else English. No i18next here: app/boot.ts reads it on the landing, which loads no
 * other script for an English visitor.
 */
import { isLanguage, pickFromList, type Language } from '@converge/contracts';

const STORED = 'converge.language';

/** The person's own choice on this device, if any. */
export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(STORED);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORED, lang);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
}

export function initialLanguage(): Language {
  return storedLanguage() ?? pickFromList(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * The public pages' picker is plain links (`?lang=de`): keeps the choice and takes the parameter out
 * of the address, so the page's URL stays the one people share.
 */
export function takeLanguageFromUrl(): void {
  const url = new URL(window.location.href);
  const lang = url.searchParams.get('lang');
  if (lang === null) return;
  if (isLanguage(lang)) storeLanguage(lang);
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
