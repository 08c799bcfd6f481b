import { namespace } from '@/lib/i18n';
import en from './en/safety-reports.json';

export const safetyReports = namespace('safety-reports', en);
