/**
 * The translation layer: i18next, one namespace per feature
 * (`locales/<lang>/<namespace>.json`). English is the source and is bundled (tests, the prerendered pages
 * and English browsers need nothing more); every other language is fetched when it is chosen, one JSON
 * file per namespace, so nobody downloads a language they do not read.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, isRtl, type Language } from '@converge/contracts';
import { storeLanguage } from './language-choice';
import enAuth from '@/locales/en/auth.json';
import enCheckin from '@/locales/en/checkin.json';
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';

export const NAMESPACES = ['common', 'landing', 'auth', 'checkin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const ENGLISH: Record<Namespace, Record<string, string>> = { common: enCommon, landing: enLanding, auth: enAuth, checkin: enCheckin };

// Every other language, one chunk per language and namespace (Vite splits each dynamic import).
const translations = import.meta.glob<Record<string, string>>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources: { en: ENGLISH },
  partialBundledLanguages: true,
  // English is here already: ready at once, so the first render (and the prerender) is in English.
  initAsync: false,
  // Arguments are written `{name}`, as in ICU, so the files read the same to translators and the checks
  // parse them with the ICU parser; plurals and gender use i18next's own keys (`_one`/`_other` chosen by
  // Intl.PluralRules, `_male`/`_female` by context), not ICU's `{n, plural, …}`: the ICU runtime (parser
  // and formatter, ~12 KB compressed) would put a cold /app over its 200 KB budget.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  react: { useSuspense: false },
  returnNull: false,
});

/** `<html lang dir>` follow the language: Arabic lays the page out right to left. */
function applyToDocument(lang: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = isLanguage(lang) && isRtl(lang) ? 'rtl' : 'ltr';
}
i18n.on('languageChanged', applyToDocument);

/** Fetches a language's namespaces (once), so a change of language never shows a key. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === DEFAULT_LANGUAGE) return;
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      const load = translations[`../locales/${lang}/${ns}.json`];
      if (load) i18n.addResourceBundle(lang, ns, await load());
    }),
  );
}

/** Shows the app in `lang` (its files fetched first) and remembers it on this device. */
export async function setLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  if (i18n.language === lang) return applyToDocument(lang);
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

export { initialLanguage, storedLanguage } from './language-choice';

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
