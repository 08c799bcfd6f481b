import { namespace } from '@/lib/i18n';
import en from './en/safety-sharing.json';

export const safetySharing = namespace('safety-sharing', en);
