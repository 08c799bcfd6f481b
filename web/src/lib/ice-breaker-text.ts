import type { TextKey } from '@converge/contracts';
import { iceBreakers } from '@/locales/ice-breakers';
import en from '@/locales/en/ice-breakers.json';
import { useMeetPointName } from './meet-point-name';

type IceBreakerKey = keyof typeof en;

const isIceBreakerKey = (key: string): key is IceBreakerKey => Object.hasOwn(en, key);

/**
 * An opener the server sent: through the translation layer by its key (in the person's language),
 * or as the server wrote it when it has no key (an LLM's line) or a key this build does not know yet.
 */
export function useIceBreakerText(): (text: string, message: TextKey | null | undefined) => string {
  const t = iceBreakers.useT();
  const pointName = useMeetPointName();
  return (text, message) => {
    if (!message || !isIceBreakerKey(message.key)) return text;
    const { meetPoint, meetPointKey, ...params } = message.params;
    return t(message.key, meetPoint === undefined ? params : { ...params, meetPoint: pointName(meetPoint, meetPointKey) });
  };
}
