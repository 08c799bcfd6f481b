import { namespace } from '@/lib/i18n';
import en from './en/admin-moderation.json';

export const adminModeration = namespace('admin-moderation', en);
