import { Inject, Injectable } from '@nestjs/common';
import { RPC } from '@converge/contracts';
import { LOGGER, RpcClient, type Logger } from '@converge/platform/core';
import { SessionStore } from '../../auth/session.store.js';
import { errors } from '../../errors.js';

/**
 * Push subscriptions and sessions. A subscription is stored with the session that
 * registered it (its handle). Signing out removes that browser's subscription, so the next person
 * to use the browser gets no notification of the last one. An endpoint that belongs to another
 * account is never moved silently: only once the session that registered it has ended (it timed
 * out, or was ended from another device), which is the same browser used by a second account
 * after the first one's session is over. Otherwise 409.
 */
@Injectable()
export class PushDevices {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(userId: string, sessionId: string, subscription: unknown): Promise<{ ok: true }> {
    const actor = { userId, roles: [] };
    const session = SessionStore.handleOf(sessionId);
    const stored = await this.rpc.request(RPC.push.subscribe, { actor, subscription, session });
    if (stored.ok) return { ok: true };
    const { owner } = stored;
    // A row from before sessions were recorded names none: it may move once its owner has no session at all.
    const live = await this.sessions.list(owner.userId);
    const ownerStillThere = owner.session === null ? live.length > 0 : live.some((s) => s.handle === owner.session);
    if (ownerStillThere) throw errors.pushDeviceTaken();
    const moved = await this.rpc.request(RPC.push.subscribe, { actor, subscription, session, takeOverFrom: owner });
    if (!moved.ok) throw errors.pushDeviceTaken();
    return { ok: true };
  }

  /** After a session ended by signing out (`sessionId` null: every session of the person). Never fails the sign-out. */
  async forget(userId: string, sessionId: string | null): Promise<void> {
    try {
      await this.rpc.request(RPC.push.forgetSession, { actor: { userId, roles: [] }, session: sessionId === null ? null : SessionStore.handleOf(sessionId) });
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'push: could not remove the signed-out devices');
    }
  }
}
