import { namespace } from '@/lib/i18n';
import en from './en/profile.json';

export const profile = namespace('profile', en);
