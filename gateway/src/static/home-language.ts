import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, pathInLanguage, pickLanguage } from '@converge/contracts';
import { chosenLanguage } from './language-cookie.js';
import type { SpaFallback } from './spa-fallback.js';

const YEAR_SECONDS = 365 * 24 * 3600;
/** What decides which language `/` shows: a shared cache must keep one answer per combination. */
const CHOSEN_BY = ['accept-language', 'cookie'];

/**
 * `/`, the address people type and share: the landing in the visitor's language. Each language's
 * landing has its own address (`/de/`, prerendered in German), so another language is a redirect
 * there (302: the answer depends on who asks). The choice made on this device wins, else the
 * browser's Accept-Language (a crawler sending none gets English, the x-default). The picker's
 * English link, `/?lang=en` (`?lang=de` too), is a choice: kept in the cookie, then that landing.
 */
export function sendHome(spa: SpaFallback, request: FastifyRequest, reply: FastifyReply, secureCookie: boolean) {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) {
    void reply.setCookie(LANGUAGE_COOKIE, asked, { path: '/', sameSite: 'lax', maxAge: YEAR_SECONDS, secure: secureCookie });
    return reply.status(302).header('location', pathInLanguage(asked, '/')).header('cache-control', 'no-store').send();
  }
  const lang = chosenLanguage(request) ?? pickLanguage(request.headers['accept-language']);
  if (lang === DEFAULT_LANGUAGE) return spa.send(reply, '/', CHOSEN_BY);
  return reply.status(302).header('location', pathInLanguage(lang, '/')).header('cache-control', 'no-cache').header('vary', CHOSEN_BY.join(', ')).send();
}
