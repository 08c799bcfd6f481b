import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { RpcError } from '@converge/contracts';
import { SessionStore } from './session.store.js';
import { SessionCookie } from './session-cookie.js';
import type { AuthenticatedRequest } from './authenticated-request.js';

/** 401 without a live session; otherwise attaches `request.actor` for the handler. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const session = await this.sessions.get(this.cookie.read(request));
    if (!session) throw RpcError.unauthorized();
    request.session = session;
    request.actor = { userId: session.userId, roles: [] };
    return true;
  }
}
