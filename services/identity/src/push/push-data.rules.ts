import { fill, type Language, type TextKey } from '@converge/contracts';
import { DEFAULT_MEET_POINT_NAMES, ICE_BREAKER_TEXTS_IN } from './push-data.texts.js';

/** A request's ice breaker in the recipient's language when it came with an opener's key; else as the sender sent it. */
export function iceBreakerIn(language: Language, text: string, message: TextKey | null | undefined): string {
  const table = ICE_BREAKER_TEXTS_IN[language];
  if (!message || !Object.hasOwn(table, message.key)) return text;
  return fill(table[message.key as keyof typeof table], message.params);
}

/** A default meet point (sent with its key) named in the recipient's language; a venue's own point as typed. */
export function meetPointIn(language: Language, point: string, key: string | null | undefined): string {
  const names = DEFAULT_MEET_POINT_NAMES[language];
  return key && Object.hasOwn(names, key) ? names[key as keyof typeof names] : point;
}
