import { cleanHiddenWords, containsWhole, findHiddenWord, foldForMatch, HIDDEN_WORD_MAX_LENGTH, HIDDEN_WORDS_MAX, lengthOf } from './hidden-words.rules.js';
import { hiddenWordsInputSchema } from '../schemas/hidden-words.js';

test('the limits: 1,000 words of at most 50 characters', () => {
  expect(HIDDEN_WORDS_MAX).toBe(1000);
  expect(HIDDEN_WORD_MAX_LENGTH).toBe(50);
});

test('folding drops case and accents, keeps emoji', () => {
  expect(foldForMatch('Café CRÈME Ñandú')).toBe('cafe creme nandu');
  expect(foldForMatch('İstanbul')).toBe('istanbul');
  expect(foldForMatch('ﬁne')).toBe('fine');
  expect(foldForMatch('🍆')).toBe('🍆');
});

test('an emoji counts as one character', () => {
  expect(lengthOf('🍆')).toBe(1);
  expect(lengthOf('abc')).toBe(3);
  expect(lengthOf('')).toBe(0);
});

test('the stored list: trimmed, no empties, one entry per folded form (first spelling kept)', () => {
  expect(cleanHiddenWords([' Cafe ', 'café', '', '   ', 'CAFE', 'wine', '🍆', '🍆'])).toEqual(['Cafe', 'wine', '🍆']);
  expect(cleanHiddenWords([])).toEqual([]);
});

test('whole words only, at both ends', () => {
  expect(containsWhole('you are so hot', 'hot')).toBe(true);
  expect(containsWhole('hot coffee', 'hot')).toBe(true);
  expect(containsWhole('hot', 'hot')).toBe(true);
  expect(containsWhole('a shot of coffee', 'hot')).toBe(false);
  expect(containsWhole('hotel lobby', 'hot')).toBe(false);
  expect(containsWhole('photos', 'hot')).toBe(false);
  // A later occurrence counts when the first is inside a word.
  expect(containsWhole('photo? hot!', 'hot')).toBe(true);
  expect(containsWhole('hot, really', 'hot')).toBe(true);
  expect(containsWhole('(hot)', 'hot')).toBe(true);
  expect(containsWhole('9am', 'am')).toBe(false);
  expect(containsWhole('anything', '')).toBe(false);
  // Phrases, and punctuation at an entry's edge needs no boundary.
  expect(containsWhole('send nudes please', 'send nudes')).toBe(true);
  expect(containsWhole('resend nudes', 'send nudes')).toBe(false);
  expect(containsWhole('wow!!', 'wow!')).toBe(true);
  expect(containsWhole('!!wow', '!wow')).toBe(true);
  expect(containsWhole('x!wow', '!wow')).toBe(true);
});

test('emoji match as themselves, wherever they appear', () => {
  expect(containsWhole('nice🍆', '🍆')).toBe(true);
  expect(containsWhole('🍆nice', '🍆')).toBe(true);
  expect(containsWhole('nice 🍑', '🍆')).toBe(false);
});

test('a hidden word is found case- and accent-insensitively; the word as the person wrote it is answered', () => {
  const words = ['Café', 'money', '🍆'];
  expect(findHiddenWord(words, 'Meet me at the CAFE?')).toBe('Café');
  expect(findHiddenWord(words, 'café au lait')).toBe('Café');
  expect(findHiddenWord(words, 'Send MONEY now')).toBe('money');
  expect(findHiddenWord(words, 'moneybags')).toBeNull();
  expect(findHiddenWord(words, 'hey 🍆')).toBe('🍆');
  expect(findHiddenWord(words, 'Hello there')).toBeNull();
  expect(findHiddenWord([], 'anything')).toBeNull();
  expect(findHiddenWord([' money '], 'money')).toBe(' money ');
  expect(findHiddenWord(['Crème'], 'CREME brulee')).toBe('Crème');
});

test('the request schema: at most 1,000 words, each 1 to 50 characters (emoji count as one)', () => {
  expect(hiddenWordsInputSchema.safeParse({ words: ['ok', '🍆'.repeat(50)] }).success).toBe(true);
  expect(hiddenWordsInputSchema.safeParse({ words: Array.from({ length: 1000 }, (_, i) => `w${i}`) }).success).toBe(true);
  const tooMany = hiddenWordsInputSchema.safeParse({ words: Array.from({ length: 1001 }, (_, i) => `w${i}`) });
  expect(tooMany.success).toBe(false);
  expect(tooMany.error?.issues[0]?.message).toBe('You can hide at most 1,000 words.');
  const tooLong = hiddenWordsInputSchema.safeParse({ words: ['x'.repeat(51)] });
  expect(tooLong.error?.issues[0]?.message).toBe('Each hidden word can be at most 50 characters.');
  expect(hiddenWordsInputSchema.safeParse({ words: ['  '] }).error?.issues[0]?.message).toBe('A hidden word cannot be empty.');
  expect(hiddenWordsInputSchema.safeParse({ words: 'money' }).success).toBe(false);
});
