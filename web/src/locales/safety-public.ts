import { namespace } from '@/lib/i18n';
import en from './en/safety-public.json';

export const safetyPublic = namespace('safety-public', en);
