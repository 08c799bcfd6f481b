/**
 * Which language to show before the account says: the choice made on this device (the picker, or the
 * language of the public pages the person reads), else the browser's languages, else English. No
 * i18next here: app/boot.ts reads it on the landing, which loads no other script for a visitor.
 */
import { isLanguage, LANGUAGE_COOKIE, pickFromList, type Language } from '@converge/contracts/web-boot';

const STORED = 'converge.language';
const YEAR_SECONDS = 365 * 24 * 3600;

function cookieLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * The person's own choice on this device, if any. The cookie first: the gateway reads it too (which
 * language `/` shows) and sets it for the picker's English link (`/?lang=en`).
 */
export function storedLanguage(): Language | undefined {
  const cookie = cookieLanguage();
  if (cookie) return cookie;
  try {
    const value = localStorage.getItem(STORED);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(lang: Language): void {
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  }
  try {
    localStorage.setItem(STORED, lang);
  } catch {
    // Private mode without storage: the cookie still carries the choice.
  }
}

export function initialLanguage(): Language {
  return storedLanguage() ?? pickFromList(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * `?lang=de` (older links; the gateway answers it itself on `/`): keeps the choice and takes the
 * parameter out of the address, so the page's URL stays the one people share.
 */
export function takeLanguageFromUrl(): void {
  const url = new URL(window.location.href);
  const lang = url.searchParams.get('lang');
  if (lang === null) return;
  if (isLanguage(lang)) storeLanguage(lang);
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
