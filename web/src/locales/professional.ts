import { namespace } from '@/lib/i18n';
import en from './en/professional.json';

export const professional = namespace('professional', en);
