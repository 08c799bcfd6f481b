import { namespace } from '@/lib/i18n';
import en from './en/meeting.json';

export const meeting = namespace('meeting', en);
