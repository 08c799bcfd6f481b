import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@converge/contracts';

/** The language the person chose on this device (the pages' picker, or reading a language's pages), if any. */
export function chosenLanguage(request: FastifyRequest): Language | undefined {
  const value = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}
