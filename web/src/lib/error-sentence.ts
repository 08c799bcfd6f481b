/**
 * A server error in the person's language. The gateway answers `{message, code}`: each code has one
 * sentence (its English is `message`), and `locales/<lang>/errors.json` has that sentence in each
 * language. English shows the server's own sentence, so an English /app carries none of these strings;
 * another language fetches them with its files (`loadWithOtherLanguages`).
 */
import { DEFAULT_LANGUAGE } from '@converge/contracts';
import { currentLanguage, loadWithOtherLanguages, type Messages, type Namespace } from './i18n';

let catalogue: { errors: Namespace<string>; english: Messages } | undefined;

loadWithOtherLanguages(async () => {
  const { errors, english } = await import('@/locales/errors');
  catalogue = { errors, english };
});

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The values the server put into its sentence, read back with the English message of its code
 * ("You're not at {venueName}" and "You're not at The Anchor" give `{venueName: 'The Anchor'}`); null
 * when the sentence does not read as that message.
 */
export function valuesIn(template: string, sentence: string): Record<string, string | number> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_whole, name: string) => (names.push(name), '(.+?)'));
  const match = new RegExp(`^${pattern}$`).exec(sentence);
  if (!match) return null;
  // `count` picks the plural form, so it must be a number.
  return Object.fromEntries(names.map((name, i) => [name, name === 'count' ? Number(match[i + 1]) : match[i + 1]!]));
}

/**
 * The sentence to show for a server error `{code, message}`: the translation of its code in the app's
 * language, with the server's values put in; the server's own sentence in English, for a code the web
 * does not know, or when the sentence does not read as its code's English message (the server's words
 * changed and the translation would say something else).
 */
export function errorSentence({ code, message }: { code?: string; message: string }): string {
  if (!code || !catalogue || currentLanguage() === DEFAULT_LANGUAGE) return message;
  const { errors, english } = catalogue;
  for (const key of Object.keys(english)) {
    if (key !== code && !(PLURAL.test(key) && key.replace(PLURAL, '') === code)) continue;
    const values = valuesIn(english[key]!, message);
    if (values) return errors.t(code, values);
  }
  return message;
}
