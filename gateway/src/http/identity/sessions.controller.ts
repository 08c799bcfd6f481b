import { Controller, Delete, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sessionEndedSchema, signedInSessionsSchema, type SignedInSessions } from '@converge/contracts';
import { SessionStore } from '../../auth/session.store.js';
import { SessionGuard } from '../../auth/session.guard.js';
import type { AuthenticatedRequest } from '../../auth/authenticated-request.js';
import { SocketServer } from '../../realtime/socket-server.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { Answers } from '../answers.decorator.js';
import { PushDevices } from '../push/push-devices.js';
import { errors } from '../../errors.js';

/**
 * The person's signed-in sessions, for the Safety Center: when each began, was last used,
 * ends without use and ends at the latest; and ending one (a device the person does not recognise).
 * Sessions are listed by a handle, never by their id (the cookie's secret).
 */
@Controller('api/auth/sessions')
@UseGuards(SessionGuard)
export class SessionsController {
  constructor(
    private readonly sessions: SessionStore,
    private readonly sockets: SocketServer,
    private readonly push: PushDevices,
  ) {}

  @Get()
  @Answers(signedInSessionsSchema)
  async list(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SignedInSessions> {
    void reply.header('cache-control', 'no-store');
    const current = SessionStore.handleOf(request.session!.id);
    const { idleSeconds, absoluteSeconds } = this.sessions.lifetimes;
    const listed = await this.sessions.list(request.actor!.userId);
    return {
      sessions: listed.map(({ handle, ...times }) => ({ id: handle, current: handle === current, ...times })),
      idleTimeoutSeconds: idleSeconds,
      absoluteLifetimeSeconds: absoluteSeconds,
    };
  }

  /** Ends one of the caller's sessions (their own current one too) and its sockets on this replica. */
  @Delete(':id')
  @PerPersonLimit(WRITE_LIMITS.endSession)
  @Answers(sessionEndedSchema)
  async end(@Req() request: AuthenticatedRequest, @Param('id') handle: string) {
    const ended = await this.sessions.destroyByHandle(request.actor!.userId, handle);
    if (!ended) throw errors.sessionEnded();
    this.sockets.disconnectSession(request.actor!.userId, ended);
    await this.push.forget(request.actor!.userId, ended);
    return { ended: true as const };
  }
}
