import { isLanguage, pathInLanguage } from '@converge/contracts';

/**
 * Where a browser that opened a mail's `List-Unsubscribe` URL goes: the page where the person
 * confirms, under the prefix of the language the URL names (the mail's, `&lang=de` → `/de/unsubscribe`),
 * so it reads as the mail did; no language, or one we do not speak, keeps the bare `/unsubscribe`, which
 * follows the device. A token that is not one plain string of sane length is left out: the page then
 * says the link is not valid.
 */
export function unsubscribePageLocation(token: unknown, lang: unknown): string {
  const query = typeof token === 'string' && token.length <= 200 ? `?token=${encodeURIComponent(token)}` : '';
  return `${pathInLanguage(isLanguage(lang) ? lang : 'en', '/unsubscribe')}${query}`;
}
