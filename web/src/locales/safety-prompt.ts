import { namespace } from '@/lib/i18n';
import en from './en/safety-prompt.json';

export const safetyPrompt = namespace('safety-prompt', en);
