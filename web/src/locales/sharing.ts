import { namespace } from '@/lib/i18n';
import en from './en/sharing.json';

/** Words shown on every screen (the location-sharing banner, the live meet-point toast): apart from the meeting screens' words, so a cold /app carries only these. */
export const sharing = namespace('sharing', en);
