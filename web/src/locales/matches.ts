import { namespace } from '@/lib/i18n';
import en from './en/matches.json';

export const matches = namespace('matches', en);
