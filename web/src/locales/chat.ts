import { namespace } from '@/lib/i18n';
import en from './en/chat.json';

export const chat = namespace('chat', en);
