/** Parses with a shared schema; 400 naming each bad field (the one copy lives in libs/platform). */
export { parseOrBadRequest } from '@converge/platform';
