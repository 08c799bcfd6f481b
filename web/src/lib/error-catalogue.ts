import type { Messages, Namespace } from './i18n';

/**
 * What saying a server's error in another language needs, loaded with that language's files
 * (lib/error-sentence.ts): the `errors` namespace, its English messages (to read the server's values back
 * out of its sentence) and the namespaces with words for option values (industries, activities).
 */
export interface Catalogue {
  errors: Namespace<string>;
  english: Messages;
  options: Record<string, Namespace<string>>;
}

/** A message key's plural ending (`_one`, `_other`, …): `issue.TOO_SMALL_one` is a form of `issue.TOO_SMALL`. */
export const PLURAL = /_(zero|one|two|few|many|other)$/;
