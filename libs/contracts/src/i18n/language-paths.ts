import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.js';

/**
 * The public pages' addresses per language: English keeps the bare paths (`/`, `/auth`), every other
 * language has its own copy under `/<lang>/` (`/de/`, `/de/auth`), prerendered in it. Shared by the
 * web (router, links, prerender) and the gateway (which language `/` sends a visitor to).
 */

/** The languages with pages of their own under `/<lang>/`. */
export const PREFIXED_LANGUAGES: readonly Language[] = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);

/**
 * The cookie holding the language a person chose on this device (the pages' picker). Not HttpOnly:
 * the page itself writes it when the person reads a language's pages (web/src/lib/language-choice.ts).
 */
export const LANGUAGE_COOKIE = 'converge_language';

/** The language a path's first segment names (`/de/auth` → `de`); English for a bare path. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The path without its language (`/de/auth` → `/auth`, `/de/` and `/de` → `/`). */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(3) || '/';
}

/** A public page's address in a language (`/auth?mode=signin` → `/de/auth?mode=signin`, `/` → `/de/`). */
export function pathInLanguage(lang: Language, path: string): string {
  const bare = pathWithoutLanguage(path);
  return lang === DEFAULT_LANGUAGE ? bare : `/${lang}${bare}`;
}

/**
 * What the build writes where the site's origin goes in the public pages' absolute links (canonical,
 * hreflang: search engines want absolute addresses), as the build does not know where the site will
 * run; the gateway puts its PUBLIC_URL's origin in when it loads the pages (static/spa-fallback.ts).
 * An `.invalid` host, so a page served without the substitution links nowhere rather than somewhere wrong.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';
