import { classifyLocally, lexiconMatches } from './local-classifier.js';
import { LEXICON } from './lexicon.js';

describe('our lexicon', () => {
  // One test per phrase: each entry catches every one of its examples, and labels them its category.
  test.each(LEXICON.flatMap((entry) => entry.examples.map((example) => [entry.id, example, entry] as const)))('%s catches %j', (_id, example, entry) => {
    expect(lexiconMatches(example).map((e) => e.id)).toContain(entry.id);
    expect(classifyLocally(example)).toContain(entry.category);
  });

  test('every entry has at least one example and a unique id', () => {
    expect(new Set(LEXICON.map((e) => e.id)).size).toBe(LEXICON.length);
    for (const entry of LEXICON) expect(entry.examples.length).toBeGreaterThan(0);
  });

  test.each([
    'You have the most beautiful smile',
    "I'd really like to kiss you next time",
    'Want to grab a drink this weekend?',
    "You're sexy and you know it",
    'I grew up near Scunthorpe',
    'Enjoy the cocktail class tonight!',
    'Shit, I missed the bus',
    "I'm an idiot, I forgot my keys",
    'Shut up, no way!',
    'I paid $12 for this drink',
    'Meet you at 7:30 at the venue',
    'the naked eye can see it',
  ])('leaves %j alone', (text) => {
    expect(classifyLocally(text)).toEqual([]);
  });

  test('look-alikes and leetspeak are read as the words they imitate', () => {
    expect(classifyLocally('k1ll y0urs3lf')).toContain('threat');
    expect(classifyLocally('ʃ𝐟ʃὗƈｋ ỹоứ')).toContain('harassment');
    expect(classifyLocally('Sénd núdes')).toContain('sexual');
    expect(classifyLocally('WHATSAPP ME')).toContain('off_platform');
  });

  test('a mild swear word is harassment only when aimed at the person', () => {
    expect(classifyLocally('this traffic is shit')).toEqual([]);
    expect(classifyLocally("you're full of shit")).toEqual(['harassment']);
  });

  test('several categories come back in one fixed order, each once', () => {
    expect(classifyLocally("send me money or I'll kill you, bitch")).toEqual(['harassment', 'threat', 'money']);
  });
});
