import { namespace } from '@/lib/i18n';
import en from './en/meet-points.json';

/** The default meet points' names (contracts' DEFAULT_MEET_POINT_KEYS), shown wherever a meet point is. */
export const meetPoints = namespace('meet-points', en);
