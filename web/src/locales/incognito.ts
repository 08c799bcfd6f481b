import { namespace } from '@/lib/i18n';
import en from './en/incognito.json';

/** The incognito switch's toasts (discovery, the profile and the Safety Center share the switch): a few words, in the core chunk with discovery. */
export const incognito = namespace('incognito', en);
