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

const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** An English message in the pseudo-locale: letters outside `{…}` accented, ~30 % padding, in ⟦ ⟧. */
export function pseudo(message: string): string {
  let depth = 0;
  let out = '';
  for (const ch of message) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    out += depth === 0 ? (ACCENTS[ch] ?? ch) : ch;
  }
  const padding = '~'.repeat(Math.ceil(message.length * 0.3));
  return `⟦${out}${padding}⟧`;
}

/** What is not ours to translate: the brand, data from the server in the tests (names, venues, addresses). */
export const PSEUDO_DATA = ['Converge', 'Alpha Bar', 'Beta Lounge', '1 Main St', 'you@example.com', 'Robin', 'Sam', 'Main Bar', 'The Copper Room'];

/** Every piece of text a person meets under `root` that did not come from the translation layer (in ⟦ ⟧). */
export function untranslatedText(root: HTMLElement, data: readonly string[], skip: (el: globalThis.Element | null) => boolean = () => false): string[] {
  const found: string[] = [];
  const check = (text: string | null | undefined, where: string) => {
    // Innermost first: a message may hold another (a link inside a sentence).
    let rest = text ?? '';
    for (let before = ''; before !== rest;) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
    for (const d of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ');
    // Numbers, units and relative times come from Intl (lib/format.ts), in the page's language.
    rest = rest.replace(/\d[\d.,\s]*(km|mi|ft|m|min|h|d)\b/g, ' ').replace(/\b(ago|now|yesterday)\b/gi, ' ');
    if (/\p{L}/u.test(rest)) found.push(`${where}: ${rest.trim()}`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  // A text node is judged with its element's whole text: a sentence with a link inside is one message.
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!skip(node.parentElement)) check(node.parentElement?.textContent, 'text');
  for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (skip(el)) continue;
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) if (el.hasAttribute(attr)) check(el.getAttribute(attr), `${el.tagName.toLowerCase()}[${attr}]`);
  }
  return [...new Set(found)];
}
