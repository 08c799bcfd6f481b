import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SessionStore, type Session } from './session.store.js';
import { SessionCookie } from './session-cookie.js';
import { KnownSessions } from './known-sessions.js';
import { PER_PERSON_LIMIT, type PerPersonLimitOptions } from './per-person-limit.decorator.js';
import type { AuthenticatedRequest } from './authenticated-request.js';
import { RateLimiter } from '../http/rate-limiter.js';
import { REFUSALS, errors } from '../errors.js';

/**
 * 401 without a live session; otherwise attaches `request.actor` for the handler. A route with a
 * @PerPersonLimit is counted in the same Redis round trip, and answers 429 once over it.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly reflector: Reflector,
    private readonly known: KnownSessions,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const session = await this.verify(request, this.limitOf(context));
    request.session = session;
    request.actor = { userId: session.userId, roles: [] };
    return true;
  }

  limitOf(context: ExecutionContext): PerPersonLimitOptions | undefined {
    return this.reflector.get<PerPersonLimitOptions | undefined>(PER_PERSON_LIMIT, context.getHandler());
  }

  /** The caller's live session (401 otherwise), counting `limit` on the way (429 once over it). */
  async verify(request: AuthenticatedRequest, limit: PerPersonLimitOptions | undefined): Promise<Session> {
    const id = this.cookie.read(request);
    const session = limit ? await this.readCounting(id, limit) : await this.sessions.get(id);
    if (!session) {
      if (id) this.known.forget(id);
      throw errors.unauthorized();
    }
    this.known.remember(session.id, session.userId);
    return session;
  }

  private async readCounting(id: string | undefined, limit: PerPersonLimitOptions): Promise<Session | null> {
    const answer = await this.sessions.readAndCount(id, limit.bucket, limit.windowSeconds);
    if (!answer) return null;
    if (answer.count > limit.limit) {
      this.known.markLimited(answer.session.userId, limit.bucket, answer.retryAfterSeconds);
      void this.limiter.recordRefusal().catch(() => undefined);
      throw errors.rateLimited(limit.refusal ?? REFUSALS.tooManyRequests, answer.retryAfterSeconds);
    }
    return answer.session;
  }
}
