/**
 * The pseudo-locale: every message in made-up English (accented, about 30 % longer, between ⟦ and ⟧), so
 * text that did not come through the translation layer stands out, and so does a box that cannot take
 * longer words. The unit tests render screens in it; in the browser it is the translators' preview,
 * turned on with `?pseudo-locale=on` (kept on this device until `?pseudo-locale=off`, see
 * pseudo-locale-choice.ts), and the e2e tier walks every route in it. Loaded only when asked for.
 */
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
  // In runs of at most six, as a longer language's words would be: one unbreakable 40-character run
  // would overflow boxes that a real translation fits.
  const padding = ('~'.repeat(Math.ceil(message.length * 0.3)).match(/~{1,6}/g) ?? []).join(' ');
  return `⟦${out}${padding}⟧`;
}

/**
 * Every piece of text a person meets under `root` that did not come from the translation layer (in ⟦ ⟧),
 * `data` aside (names, venues: what the server sent) and what the page marks `translate="no"` (the HTML
 * way to say "never translate this": sample data, the legal text that governs in English, time-zone
 * ids). A lone letter is an initial, not a word. Self-contained (nothing from outside its body), so the
 * browser tests can run its source in the page.
 */
export function findUntranslated(root: HTMLElement, data: readonly string[], skip: (el: Element | null) => boolean = () => false): string[] {
  const found: string[] = [];
  const check = (text: string | null | undefined, where: string) => {
    // Innermost first: a message may hold another (a link inside a sentence).
    let rest = text ?? '';
    for (let before = ''; before !== rest;) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
    for (const d of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ');
    // Numbers, units and relative times come from Intl (lib/format.ts), in the page's language.
    rest = rest.replace(/\d[\d.,\s]*(km|mi|ft|m|min|h|d)\b/g, ' ').replace(/\b(ago|now|yesterday)\b/gi, ' ');
    if (/\p{L}{2}/u.test(rest)) found.push(`${where}: ${rest.trim()}`);
  };
  const untranslatable = (el: Element | null) => skip(el) || !!el?.closest('[translate="no"]');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  // An element's text without what is marked never to translate inside it.
  const textOf = (el: Element) => {
    let text = '';
    const inner = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = inner.nextNode(); n; n = inner.nextNode()) if (!untranslatable(n.parentElement)) text += n.textContent;
    return text;
  };
  // A text node is judged with its element's whole text: a sentence with a link inside is one message.
  // Blank text nodes say nothing (and their element may be the whole page).
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.trim() && node.parentElement && !untranslatable(node.parentElement)) check(textOf(node.parentElement), 'text');
  for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (untranslatable(el)) continue;
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) if (el.hasAttribute(attr)) check(el.getAttribute(attr), `${el.tagName.toLowerCase()}[${attr}]`);
  }
  return [...new Set(found)];
}
