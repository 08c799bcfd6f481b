import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { VerificationRepository } from './verification.repository.js';

/** Risk signals from other services, counted into the person's risk score (idempotent by source id). */
@Injectable()
export class VerificationEvents {
  constructor(private readonly repo: VerificationRepository) {}

  @OnEvent('ReportFiled', { name: 'verification_risk_on_report' })
  async onReport({ data }: EventEnvelope<'ReportFiled', EventData<'ReportFiled'>>, manager: EntityManager) {
    await this.repo.addRiskSignal(manager, 'report', data.reportId, data.reportedUserId, data.reporterId);
  }

  /** An impossible jump of a meeting position (issue 19) counts as a position_jump signal. */
  @OnEvent('PositionJumpFlagged', { name: 'verification_risk_on_position_jump' })
  async onPositionJump({ data }: EventEnvelope<'PositionJumpFlagged', EventData<'PositionJumpFlagged'>>, manager: EntityManager) {
    await this.repo.addRiskSignal(manager, 'position_jump', data.flagId, data.userId, null);
  }
}
