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

  /** Each suspension or ban counts once (keyed by its event id). */
  @OnEvent('UserSuspended', { name: 'verification_risk_on_suspension' })
  async onSuspended({ id, data }: EventEnvelope<'UserSuspended', EventData<'UserSuspended'>>, manager: EntityManager) {
    await this.repo.addRiskSignal(manager, 'suspension', id, data.userId, data.decidedBy);
  }

  /** An impossible jump of a meeting position (safety flags it) counts as a position_jump signal. */
  @OnEvent('PositionJumpFlagged', { name: 'verification_risk_on_position_jump' })
  async onPositionJump({ data }: EventEnvelope<'PositionJumpFlagged', EventData<'PositionJumpFlagged'>>, manager: EntityManager) {
    await this.repo.addRiskSignal(manager, 'position_jump', data.flagId, data.userId, null);
  }
}
