import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { PrivacyRepository } from './privacy.repository.js';

/** GET /api/privacy/export's safety part: everything safety holds about the caller. */
@Injectable()
export class PrivacyHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly privacy: PrivacyRepository,
  ) {}

  @RpcHandler(RPC.safety.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    return this.privacy.export(this.dataSource.manager, actor.userId);
  }
}
