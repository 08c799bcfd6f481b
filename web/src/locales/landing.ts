import { namespace } from '@/lib/i18n';
import en from './en/landing.json';

export const landing = namespace('landing', en);
