import { namespace } from '@/lib/i18n';
import en from './en/common.json';

export const common = namespace('common', en);
