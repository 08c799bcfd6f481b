/**
 * The languages Converge speaks. English is the source every other language is translated from, and
 * the answer whenever nothing better is known. Shared by identity (the account's language), the
 * gateway (Accept-Language at sign-up) and the web app (the picker, `<html lang dir>`).
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the picker (a person looks for their own language's name). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', ar: 'العربية' };

const RTL: readonly Language[] = ['ar'];

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Written right to left (`dir="rtl"`). */
export const isRtl = (lang: Language): boolean => RTL.includes(lang);

/** A language tag (`de-AT`, `EN_us`, `zh-Hant-TW`) as one of ours, or undefined. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): the highest q-value wins,
 * ties keep the header's order, `q=0` means "not this one", a region (`de-AT`) counts as its language,
 * `*` and languages we do not speak are skipped. Nothing usable: English.
 */
export function pickLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked: Array<{ lang: Language; q: number; order: number }> = [];
  acceptLanguage.split(',').forEach((part, order) => {
    const [tag, ...params] = part.split(';');
    const lang = languageOfTag(tag);
    if (!lang) return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() === 'q') q = Number(value);
    }
    if (Number.isFinite(q) && q > 0 && q <= 1) ranked.push({ lang, q, order });
  });
  ranked.sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.lang ?? DEFAULT_LANGUAGE;
}

/** The browser's list (`navigator.languages`), first match wins; nothing of ours: English. */
export function pickFromList(tags: readonly string[] | undefined): Language {
  for (const tag of tags ?? []) {
    const lang = languageOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
