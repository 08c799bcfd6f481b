import { namespace } from '@/lib/i18n';
import en from './en/admin.json';

export const admin = namespace('admin', en);
