import { namespace } from '@/lib/i18n';
import en from './en/verification.json';

export const verification = namespace('verification', en);
