import { namespace } from '@/lib/i18n';
import en from './en/ice-breakers.json';

/** The template openers the server sends by key (contracts' ICE_BREAKER_TEXTS): live discovery and the chat's starters. */
export const iceBreakers = namespace('ice-breakers', en);
