import { namespace } from '@/lib/i18n';
import en from './en/discovery.json';

export const discovery = namespace('discovery', en);
