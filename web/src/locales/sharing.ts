import { namespace } from '@/lib/i18n';
import en from './en/sharing.json';

/** The location-sharing banner, shown on every screen: apart from the meeting screens' words, so a cold /app carries only these. */
export const sharing = namespace('sharing', en);
