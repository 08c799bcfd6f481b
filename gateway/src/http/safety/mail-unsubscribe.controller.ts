import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RPC, RpcError, unsubscribedSchema, unsubscribeQuerySchema } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Redirects } from '../../docs/doc-decorators.js';
import { Answers } from '../answers.decorator.js';
import { AcceptsBody } from '../body-types.js';
import { RateLimiter } from '../rate-limiter.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { REFUSALS } from '../../errors.js';
import { unsubscribePageLocation } from './unsubscribe-page.js';

/**
 * Unsubscribe for people outside Converge who got a share mail or an emergency alert. The
 * mails' `List-Unsubscribe` header points here and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * lets a mail provider stop them with one POST (RFC 8058); the link in the mail's text opens the
 * /unsubscribe page, whose button posts here too. A GET never unsubscribes (link scanners follow GETs):
 * it leads to that page, in the mail's language when the URL names it (`&lang=de`; the POST ignores it).
 * No session: the signed token in the query is the only key.
 *
 * Body types: mail providers POST `List-Unsubscribe=One-Click` as `application/x-www-form-urlencoded`
 * or `multipart/form-data` (RFC 8058), the page posts no body; the body is never read. Every other
 * route takes JSON only (body-types.ts), so this one says so with `@AcceptsBody`.
 */
@Controller('api/mail/unsubscribe')
export class MailUnsubscribeController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  /** Someone opened the header's URL in a browser: the page where they can confirm. Changes nothing. */
  @Get()
  @Redirects('/de/unsubscribe?token=…', "To the page where the person confirms (a GET never unsubscribes), under the prefix of the mail's language (`lang`; none for English).", 303)
  page(@Query('token') token: unknown, @Query('lang') lang: unknown, @Res() reply: FastifyReply) {
    void reply.code(303).header('location', unsubscribePageLocation(token, lang)).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send();
  }

  /** One-click unsubscribe. A forged or broken token is 404, and many from one address are slowed. */
  @Post()
  @AcceptsBody('application/x-www-form-urlencoded', 'multipart/form-data')
  @HttpCode(200)
  @Answers(unsubscribedSchema)
  async unsubscribe(@Query(new ZodPipe(unsubscribeQuerySchema)) { token }: { token: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    try {
      return await this.rpc.request(RPC.safety.unsubscribe, { token });
    } catch (error) {
      if (error instanceof RpcError && error.status === 404) {
        await this.limiter.hit(`unsubscribe-miss:${request.ip}`, 60, 600, REFUSALS.tooManyUnsubscribeMisses);
      }
      throw error;
    }
  }
}
