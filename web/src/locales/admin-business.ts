import { namespace } from '@/lib/i18n';
import en from './en/admin-business.json';

export const adminBusiness = namespace('admin-business', en);
