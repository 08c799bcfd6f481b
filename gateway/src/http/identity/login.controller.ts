import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionStore } from '../../auth/session.store.js';
import { SessionCookie } from '../../auth/session-cookie.js';
import { PushDevices } from '../push/push-devices.js';
import { Redirects, SessionOptional } from '../../docs/doc-decorators.js';

/** The spec's full-page redirects: /api/login → the sign-in page; /api/logout → signed out, home. */
@Controller('api')
export class LoginController {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly push: PushDevices,
  ) {}

  @Get('login')
  @Redirects('/auth?mode=signin', 'To the sign-in page.')
  login(@Res() reply: FastifyReply) {
    void reply.code(302).header('location', '/auth?mode=signin').header('cache-control', 'no-store').send();
  }

  @Get('logout')
  @SessionOptional()
  @Redirects('/', 'Signed out (the session cookie cleared), to the home page.')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const id = this.cookie.read(request);
    const ended = id ? await this.sessions.destroy(id) : null;
    if (ended) await this.push.forget(ended.userId, ended.id);
    this.cookie.clear(reply);
    void reply.code(302).header('location', '/').header('cache-control', 'no-store').send();
  }
}
