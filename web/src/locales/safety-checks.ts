import { namespace } from '@/lib/i18n';
import en from './en/safety-checks.json';

export const safetyChecks = namespace('safety-checks', en);
