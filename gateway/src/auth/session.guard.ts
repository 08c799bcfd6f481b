import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RpcError } from '@converge/contracts';
import { SessionStore, type Session } from './session.store.js';
import { SessionCookie } from './session-cookie.js';
import { DEFAULT_LIMIT_MESSAGE, PER_PERSON_LIMIT, type PerPersonLimitOptions } from './per-person-limit.decorator.js';
import type { AuthenticatedRequest } from './authenticated-request.js';

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
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const limit = this.reflector.get<PerPersonLimitOptions | undefined>(PER_PERSON_LIMIT, context.getHandler());
    const session = limit ? await this.readCounting(this.cookie.read(request), limit) : await this.sessions.get(this.cookie.read(request));
    if (!session) throw RpcError.unauthorized();
    request.session = session;
    request.actor = { userId: session.userId, roles: [] };
    return true;
  }

  private async readCounting(id: string | undefined, limit: PerPersonLimitOptions): Promise<Session | null> {
    const answer = await this.sessions.readAndCount(id, limit.bucket, limit.windowSeconds);
    if (!answer) return null;
    if (answer.count > limit.limit) throw RpcError.tooMany(limit.message ?? DEFAULT_LIMIT_MESSAGE, answer.retryAfterSeconds);
    return answer.session;
  }
}
