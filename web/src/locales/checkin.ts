import { namespace } from '@/lib/i18n';
import en from './en/checkin.json';

export const checkin = namespace('checkin', en);
