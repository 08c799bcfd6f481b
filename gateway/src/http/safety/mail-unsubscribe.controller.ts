import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RPC, RpcError, unsubscribedSchema, unsubscribeQuerySchema } from '@converge/contracts';
import { RpcClient } from '@converge/platform';
import { Answers } from '../answers.decorator.js';
import { RateLimiter } from '../rate-limiter.js';
import { ZodPipe } from '../zod-body.pipe.js';

/**
 * Unsubscribe for people outside Converge who got a share mail or an emergency alert (issue 28). The
 * mails' `List-Unsubscribe` header points here and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * lets a mail provider stop them with one POST (RFC 8058); the link in the mail's text opens the
 * /unsubscribe page, whose button posts here too. A GET never unsubscribes (link scanners follow GETs):
 * it leads to that page. No session: the signed token in the query is the only key.
 *
 * BODY TYPES: `POST /api/mail/unsubscribe` must accept any body. Mail providers send
 * `application/x-www-form-urlencoded` (or `multipart/form-data`) with `List-Unsubscribe=One-Click`;
 * the page sends none. The body is never read. A rule that refuses non-JSON bodies on JSON routes
 * (415) must list this route as an exception.
 */
@Controller('api/mail/unsubscribe')
export class MailUnsubscribeController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  /** Someone opened the header's URL in a browser: the page where they can confirm. Changes nothing. */
  @Get()
  page(@Query('token') token: unknown, @Res() reply: FastifyReply) {
    const query = typeof token === 'string' && token.length <= 200 ? `?token=${encodeURIComponent(token)}` : '';
    void reply.code(303).header('location', `/unsubscribe${query}`).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send();
  }

  /** One-click unsubscribe. A forged or broken token is 404, and many from one address are slowed. */
  @Post()
  @HttpCode(200)
  @Answers(unsubscribedSchema)
  async unsubscribe(@Query(new ZodPipe(unsubscribeQuerySchema)) { token }: { token: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    try {
      return await this.rpc.request(RPC.safety.unsubscribe, { token });
    } catch (error) {
      if (error instanceof RpcError && error.status === 404) {
        await this.limiter.hit(`unsubscribe-miss:${request.ip}`, 60, 600, 'Too many invalid unsubscribe links from this network. Please wait a few minutes.');
      }
      throw error;
    }
  }
}
