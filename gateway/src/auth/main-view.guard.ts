import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { RPC, RpcError } from '@converge/contracts';
import { RpcClient } from '@converge/platform';
import { SessionGuard } from './session.guard.js';
import { GateCache, type Gate } from './gate-cache.js';
import type { AuthenticatedRequest } from './authenticated-request.js';

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
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.sessionGuard.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.actor!.userId;
    let gate = this.gates.get(userId);
    if (!gate) {
      const answer = await this.rpc.request<Gate | null>(RPC.identity.gate, { actor: request.actor });
      if (!answer) throw RpcError.unauthorized();
      this.gates.remember(userId, answer);
      gate = answer;
    }
    if (!gate.ageVerified) throw RpcError.forbidden('Please verify your age first.', 'AGE_UNVERIFIED');
    if (!gate.hasProfile) throw RpcError.forbidden('Please create your profile first.', 'PROFILE_REQUIRED');
    request.actor = { userId, roles: gate.roles };
    return true;
  }
}
