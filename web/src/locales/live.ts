import { namespace } from '@/lib/i18n';
import en from './en/live.json';

export const live = namespace('live', en);
