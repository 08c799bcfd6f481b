import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { ModerationCategory } from '@converge/contracts';
import { orderedCategories, type TextClassifier } from './classifier.js';
import { LEXICON, type LexiconEntry } from './lexicon.js';
import { textForms } from './normalize.js';

/**
 * obscenity's English words (it handles word boundaries, repeated letters and look-alike characters)
 * sorted into our categories. Slurs are hate; sexual terms are sexual; the insults are harassment.
 * The mild swear words count as harassment only when the message speaks to the person ("you're full
 * of shit"), not when it swears about the weather ("shit, I missed the bus").
 */
const PROFANITY: Record<string, ModerationCategory | 'mild'> = {
  ...Object.fromEntries(
    ['abo', 'abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'dyke', 'fag', 'kike', 'negro', 'nigger', 'retard', 'spastic', 'tranny'].map((w) => [w, 'hate' as const]),
  ),
  ...Object.fromEntries(
    [
      'anal',
      'anus',
      'bestiality',
      'blowjob',
      'boob',
      'buttplug',
      'cock',
      'cum',
      'deepthroat',
      'dick',
      'dildo',
      'doggystyle',
      'double penetration',
      'ejaculate',
      'felch',
      'fellatio',
      'finger bang',
      'fisting',
      'gangbang',
      'handjob',
      'hentai',
      'incest',
      'jerk off',
      'jizz',
      'lubejob',
      'masturbate',
      'orgasm',
      'orgy',
      'penis',
      'porn',
      'pussy',
      'semen',
      'sex',
      'tit',
      'vagina',
    ].map((w) => [w, 'sexual' as const]),
  ),
  ...Object.fromEntries(['bitch', 'cunt', 'whore', 'slut', 'twat', 'prick', 'bastard', 'cuck', 'hooker', 'wank'].map((w) => [w, 'harassment' as const])),
  ...Object.fromEntries(['fuck', 'shit', 'ass', 'arse', 'piss', 'bollocks', 'turd'].map((w) => [w, 'mild' as const])),
  rape: 'threat',
};

/** Whole words obscenity matches inside that are harmless ("sexy" is a compliment, not a request). */
const HARMLESS_WORDS = new Set(['sexy', 'pussycat', 'pussycats', 'rapeseed', 'penistone', 'retardant', 'cocktail', 'cocktails', 'dickens', 'titmouse', 'sussex', 'essex', 'middlesex']);

const ADDRESSED = /\b(?:you|u|ur|your|you'?re|youre|ya|yourself)\b/;

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** What RegExpMatcher keeps to itself (its compiled terms and how it transforms a text before matching them). */
interface MatcherInternals {
  blacklistedTerms?: Array<{ regExp: RegExp }>;
  blacklistMatcherTransformers?: unknown;
  applyTransformers?: (input: string, transformers: unknown) => [number[], string];
}

/**
 * Whether any of obscenity's terms can match the text: its ~120 terms as one alternation, tried once
 * on the text as the matcher transforms it. getAllMatches runs each term's expression on its own (~20 µs
 * a message, most of a send's classification), and nearly every message matches none; those now skip it.
 * Should a version of obscenity no longer look as expected, every text goes to getAllMatches as before.
 */
export const mayMatchProfanity: (text: string) => boolean = (() => {
  const internals = matcher as unknown as MatcherInternals;
  const terms = internals.blacklistedTerms;
  const flags = terms?.[0]?.regExp.flags;
  const usable = terms?.length && typeof internals.applyTransformers === 'function' && terms.every((t) => t.regExp.flags === flags && !/\\[1-9]|\(\?</.test(t.regExp.source)); // no back-references or named groups to renumber
  if (!usable) return () => true;
  const anyTerm = new RegExp(terms.map((t) => `(?:${t.regExp.source})`).join('|'), flags!.replace('g', ''));
  return (text) => anyTerm.test(internals.applyTransformers!.call(matcher, text, internals.blacklistMatcherTransformers)[1]);
})();

/** The whole word around [start, end] of the original text (a match may sit inside a longer word). */
function wordAround(text: string, start: number, end: number): string {
  let from = start;
  let to = end + 1;
  while (from > 0 && /[\p{L}\p{N}]/u.test(text[from - 1]!)) from--;
  while (to < text.length && /[\p{L}\p{N}]/u.test(text[to]!)) to++;
  return text.slice(from, to).toLowerCase();
}

export function profanityCategories(text: string, addressed: boolean): ModerationCategory[] {
  const found: ModerationCategory[] = [];
  if (!mayMatchProfanity(text)) return found;
  for (const match of matcher.getAllMatches(text)) {
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    const category = word === undefined ? undefined : PROFANITY[word];
    if (!category || HARMLESS_WORDS.has(wordAround(text, match.startIndex, match.endIndex))) continue;
    if (category !== 'mild') found.push(category);
    else if (addressed) found.push('harassment');
  }
  return found;
}

/** The lexicon entries a text matches (tests name them; the classifier only needs their categories). */
export function lexiconMatches(text: string, lexicon: readonly LexiconEntry[] = LEXICON): LexiconEntry[] {
  const { plain, letters } = textForms(text);
  return lexicon.filter((entry) => entry.pattern.test(plain) || (letters !== plain && entry.pattern.test(letters)));
}

/** Synchronous labelling, for the bench and tests; the service goes through TextClassifier. */
export function classifyLocally(text: string): ModerationCategory[] {
  const { plain } = textForms(text);
  const found = [...profanityCategories(text, ADDRESSED.test(plain)), ...lexiconMatches(text).map((e) => e.category)];
  return orderedCategories(found);
}

export class LocalTextClassifier implements TextClassifier {
  readonly name = 'local';
  async classify(text: string): Promise<ModerationCategory[]> {
    return classifyLocally(text);
  }
}
