import { namespace } from '@/lib/i18n';
import en from './en/auth.json';

export const auth = namespace('auth', en);
