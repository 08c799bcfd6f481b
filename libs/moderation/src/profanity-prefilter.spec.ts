import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { mayMatchProfanity } from './local-classifier.js';
import { LABELLED_MESSAGES } from './labelled-messages.js';

// The prefilter may only skip texts in which obscenity finds nothing: checked against obscenity itself.
const obscenity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const disguised = [
  'anal',
  'boobs',
  'cumming',
  'dildo',
  'orgy',
  'retard',
  'kike',
  'twat',
  'wanker',
  'bastard',
  'rapist',
  'f u c k',
  'fuuuuck you',
  'sh1t',
  'b1tch',
  'ƒuck',
  'a$$hole',
  'c0ck',
  'p.e.n.i.s',
  'FUCK',
  'you DICK',
  'n1gg3r',
  'what the fück',
];

test('every text obscenity finds a term in passes the prefilter', () => {
  const texts = [...LABELLED_MESSAGES.map((m) => m.text), ...disguised];
  const found = texts.filter((text) => obscenity.getAllMatches(text).length > 0);
  expect(found.length).toBeGreaterThan(20);
  expect(found.filter((text) => !mayMatchProfanity(text))).toEqual([]);
});

test('an ordinary message is skipped', () => {
  for (const text of ['See you at the bar?', 'Running 10 min late, sorry!', 'Haha yes, the one with the blue door']) {
    expect(obscenity.getAllMatches(text)).toEqual([]);
    expect(mayMatchProfanity(text)).toBe(false);
  }
});
