import { namespace, type Messages } from '@/lib/i18n';
import en from './en/errors.json';

/**
 * The server's errors, one message per code (English: the server's own sentence, `{name}` where it puts
 * a value). Fetched only with another language (lib/error-sentence.ts): English shows the server's own
 * sentence, so its cold path carries none of these.
 */
// Keyed by whatever code the server sends, so its keys are strings rather than typed from the file.
export const errors = namespace<Messages>('errors', en);
/** The English messages: they read the server's values back out of its sentence. */
export const english: Messages = en;
