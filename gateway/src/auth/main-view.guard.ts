import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RPC } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { SessionGuard } from './session.guard.js';
import { GateCache, type Gate } from './gate-cache.js';
import { KnownSessions } from './known-sessions.js';
import { SessionCookie } from './session-cookie.js';
import { READ_AHEAD } from './read-ahead.js';
import type { AuthenticatedRequest } from './authenticated-request.js';
import { errors } from '../errors.js';

/**
 * The server side of the spec's route guards: main-view APIs need a session (401), a verified age
 * (403 AGE_UNVERIFIED) and a profile (403 PROFILE_REQUIRED). Fills in the actor's roles.
 */
@Injectable()
export class MainViewGuard implements CanActivate {
  constructor(
    private readonly sessionGuard: SessionGuard,
    private readonly rpc: RpcClient,
    private readonly gates: GateCache,
    private readonly reflector: Reflector,
    private readonly known: KnownSessions,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.get<boolean>(READ_AHEAD, context.getHandler()) && this.readAhead(context)) return true;
    await this.sessionGuard.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.actor!.userId;
    let gate = this.gate(userId);
    if (!gate) {
      const answer = await this.rpc.request(RPC.identity.gate, { actor: request.actor });
      if (!answer) throw errors.unauthorized();
      this.gates.remember(userId, answer);
      gate = answer;
    }
    if (gate.blocked) throw errors.accountBlocked(gate.blocked);
    if (!gate.ageVerified) throw errors.ageUnverified();
    if (!gate.hasProfile) throw errors.profileRequired();
    request.actor = { userId, roles: gate.roles };
    return true;
  }

  /**
   * A read-ahead route (read-ahead.ts) goes on at once when this replica knows the cookie's user, that
   * user passed the gate within the gate cache's 10 s and is not over the route's limit; the session
   * check runs meanwhile and readAheadHook holds the answer until it has settled. Anyone else takes the normal path.
   */
  private readAhead(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = this.known.userOf(this.cookie.read(request));
    const gate = userId ? this.gate(userId) : undefined;
    if (!userId || !gate?.ageVerified || !gate.hasProfile) return false;
    const limit = this.sessionGuard.limitOf(context);
    if (limit && this.known.isLimited(userId, limit.bucket)) return false;
    request.actor = { userId, roles: gate.roles };
    request.sessionCheck = this.sessionGuard.verify(request, limit).then((session) => {
      if (session.userId !== userId) throw errors.unauthorized();
      request.session = session;
    });
    request.sessionCheck.catch(() => undefined); // awaited by readAheadHook; never an unhandled rejection
    return true;
  }

  /** The cached gate, fetched again in the background once half its life is gone. */
  private gate(userId: string): Gate | undefined {
    const gate = this.gates.get(userId);
    if (gate && this.gates.shouldRefresh(userId)) {
      this.rpc
        .request(RPC.identity.gate, { actor: { userId, roles: [] } })
        .then((answer) => (answer ? this.gates.remember(userId, answer) : this.gates.forget(userId)))
        .catch(() => this.gates.refreshed(userId));
    }
    return gate;
  }
}
