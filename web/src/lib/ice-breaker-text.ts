import type { TextKey } from '@converge/contracts';
import { iceBreakers } from '@/locales/ice-breakers';
import en from '@/locales/en/ice-breakers.json';

type IceBreakerKey = keyof typeof en;

const isIceBreakerKey = (key: string): key is IceBreakerKey => Object.hasOwn(en, key);

/**
 * An opener the server sent: through the translation layer by its key (in the person's language),
 * or as the server wrote it when it has no key (an LLM's line) or a key this build does not know yet.
 */
export function useIceBreakerText(): (text: string, message: TextKey | null | undefined) => string {
  const t = iceBreakers.useT();
  return (text, message) => (message && isIceBreakerKey(message.key) ? t(message.key, message.params) : text);
}
