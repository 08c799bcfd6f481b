/**
 * Hidden Words: words, phrases or emoji a person never wants to see in a message request or a like
 * note. Pure rules shared by safety (which stores the list) and the services that file requests (which
 * apply it), so both read a word the same way.
 */

export const HIDDEN_WORDS_MAX = 1000;
export const HIDDEN_WORD_MAX_LENGTH = 50;

/**
 * The form a text is compared in: compatibility-decomposed, accents and other combining marks dropped,
 * lower case. "Café", "CAFE" and "cafe" are the same word; an emoji stays itself.
 */
export const foldForMatch = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Characters of a string as a person counts them (code points, so an emoji is one, not two). */
export const lengthOf = (word: string): number => [...word].length;

/**
 * The list as it is stored: trimmed, empty entries dropped, and one entry per folded form (the first
 * spelling kept), so "Cafe" and "café" are one word.
 */
export function cleanHiddenWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    const key = foldForMatch(word);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

/**
 * Whether `entry` (already folded) stands in `text` (already folded) as a whole word: where it starts or
 * ends with a letter or digit, the character beside it must not be one ("ass" is not in "class"). An
 * emoji has no letters at its edges, so it matches wherever it appears.
 */
export function containsWhole(text: string, entry: string): boolean {
  if (!entry) return false;
  const first = entry[0];
  const last = entry[entry.length - 1];
  for (let at = text.indexOf(entry); at !== -1; at = text.indexOf(entry, at + 1)) {
    const leftOk = !isWordChar(first) || !isWordChar(text[at - 1]);
    const rightOk = !isWordChar(last) || !isWordChar(text[at + entry.length]);
    if (leftOk && rightOk) return true;
  }
  return false;
}

/** The first of the person's hidden words found in `text` (case- and accent-insensitive, whole words), or null. */
export function findHiddenWord(words: readonly string[], text: string): string | null {
  const folded = foldForMatch(text);
  for (const word of words) {
    if (containsWhole(folded, foldForMatch(word.trim()))) return word;
  }
  return null;
}
