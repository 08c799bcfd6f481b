import { describe, expect, it } from 'vitest';
import { LOCALE_FILES } from './messages';

/**
 * The pages for people outside Converge (`safety-public`: a live location, a date plan, the unsubscribe
 * page) speak to them as the mails that brought them do: formally (German "Sie", French "vous",
 * Spanish "usted"), as they are not members. The app itself says "du"/"tu"/"tú" to its members.
 */
const INFORMAL: Record<string, string[]> = {
  de: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines'],
  fr: ['tu', 'toi', 'te', 't', 'ton', 'ta', 'tes'],
  es: ['tú', 'tu', 'tus', 'te', 'ti', 'contigo'],
};

/** The informal words a message has, whole words only (`t'` counts in French: "t'inquiètes"). */
function informalWords(message: string, words: string[]): string[] {
  return message.split(/[^\p{L}]+/u).filter((word) => words.includes(word.toLowerCase()) && (word.toLowerCase() !== 't' || /\bt['’]/i.test(message)));
}

describe('safety-public addresses people outside Converge formally', () => {
  for (const [lang, words] of Object.entries(INFORMAL)) {
    it(`${lang}/safety-public has no informal "you"`, () => {
      const messages = LOCALE_FILES[`${lang}/safety-public`]!;
      const informal = Object.entries(messages).filter(([, message]) => informalWords(message, words).length > 0);
      expect(informal).toEqual([]);
    });
  }

  it('the check finds the informal words it looks for', () => {
    expect(informalWords('Prüfe, ob du den Link geöffnet hast.', INFORMAL.de!)).toEqual(['du']);
    expect(informalWords("Si tu t'inquiètes, appelle-la.", INFORMAL.fr!)).toEqual(['tu', 't']);
    expect(informalWords('Este enlace te lo enviaron a ti.', INFORMAL.es!)).toEqual(['te', 'ti']);
    expect(informalWords('Wenn Sie sich Sorgen machen, rufen Sie die Person an.', INFORMAL.de!)).toEqual([]);
  });
});
