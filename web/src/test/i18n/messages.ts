/**
 * Helpers of the translation checks: every language's files, the placeholders of an ICU message, and
 * the pseudo-locale (English made accented and about 30 % longer, each message between ⟦ and ⟧, so text
 * that did not come through the translation layer stands out, and so does a box that cannot take longer words).
 */
import { IntlMessageFormat } from 'intl-messageformat';

type Files = Record<string, Record<string, string>>;

/** `{ 'de/checkin': { key: message } }` for every locale file. */
export const LOCALE_FILES: Files = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' })).map(([path, messages]) => [
    path.replace('../../locales/', '').replace('.json', ''),
    messages,
  ]),
);

/** Every namespace: one English file each (`locales/en/<namespace>.json`). */
export const NAMESPACES = Object.keys(LOCALE_FILES)
  .filter((file) => file.startsWith('en/'))
  .map((file) => file.slice('en/'.length));

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The names a message expects (`{venue}`, `{count, plural, …}`), sorted. */
export function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const el of elements) {
      // 0 literal, 7 the plural's `#`; everything else is named.
      if (el.type !== 0 && el.type !== 7 && el.value) names.add(el.value);
      for (const option of Object.values(el.options ?? {})) walk(option.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as Element[]);
  return [...names].sort();
}

/** ICU forms other than text and `{name}` in a message (`plural`, `select`, `number`, …): the runtime does not read them. */
export function complexArguments(message: string, locale: string): number[] {
  const ast = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as Element[];
  return ast.filter((el) => el.type !== 0 && el.type !== 1).map((el) => el.type);
}

export { pseudo } from '@/lib/pseudo-locale';

/** What is not ours to translate: the brand, data from the server in the tests (names, venues, addresses). */
export const PSEUDO_DATA = ['Converge', 'Alpha Bar', 'Beta Lounge', '1 Main St', 'you@example.com', 'Robin', 'Sam', 'Main Bar', 'The Copper Room'];

/** Every piece of text a person meets under `root` that did not come from the translation layer (in ⟦ ⟧). */
export { findUntranslated as untranslatedText } from '@/lib/pseudo-locale';
