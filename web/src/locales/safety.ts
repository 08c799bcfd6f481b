import { namespace } from '@/lib/i18n';
import en from './en/safety.json';

export const safety = namespace('safety', en);
