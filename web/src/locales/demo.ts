import { namespace } from '@/lib/i18n';
import en from './en/demo.json';

export const demo = namespace('demo', en);
