import { Injectable } from '@nestjs/common';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { PrivacyRepository } from './privacy.repository.js';
import { exportOf } from './privacy.rules.js';

/** The matching service's part of a person's data export. */
@Injectable()
export class PrivacyHandlers {
  constructor(private readonly privacy: PrivacyRepository) {}

  @RpcHandler(RPC.matching.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    return exportOf(actor.userId, await this.privacy.rowsOf(actor.userId));
  }
}
