import { namespace } from '@/lib/i18n';
import en from './en/venue-display.json';

export const venueDisplay = namespace('venue-display', en);
