import { namespace } from '@/lib/i18n';
import en from './en/legal.json';

export const legal = namespace('legal', en);

/** The English messages: in another language each section shows its English heading above its English text. */
export const legalEnglish: Readonly<Record<keyof typeof en, string>> = en;
