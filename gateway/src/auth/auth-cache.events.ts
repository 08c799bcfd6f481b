import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@converge/contracts';
import { EventFanout } from '../realtime/event-fanout.js';
import { AuthCache } from './auth-cache.js';

/**
 * Identity's events about a person drop this replica's copy of their "who am I" answer (every replica
 * sees every event): a change made by someone else (a reviewer, an admin, photo screening) shows at
 * the next request here, not up to a second later. A person's own changes are announced before their
 * answer is sent (views-changed.hook.ts).
 */
const CHANGES_THE_VIEW = [
  'ProfileUpdated',
  'PrivacyChanged',
  'UserDeleted',
  'RoleGranted',
  'BusinessAdminPromoted',
  'VerificationDecided',
  'VerificationLevelChanged',
] as const satisfies readonly EventType[];

@Injectable()
export class AuthCacheEvents implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly cache: AuthCache,
  ) {}

  onModuleInit(): void {
    for (const type of CHANGES_THE_VIEW) this.fanout.on(type, ({ data }) => this.cache.forgetViewHere(data.userId));
  }
}
