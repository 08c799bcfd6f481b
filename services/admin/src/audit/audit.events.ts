import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { AuditRepository } from './audit.repository.js';
import { verificationLine } from './audit-lines.rules.js';

/** Every reviewer's verification decision goes into the platform audit log (identity keeps its own record too, the face model's included). */
@Injectable()
export class AuditEvents {
  constructor(private readonly audit: AuditRepository) {}

  @OnEvent('VerificationDecided', { name: 'audit_on_verification_decided' })
  async onDecided({ data }: EventEnvelope<'VerificationDecided', EventData<'VerificationDecided'>>, manager: EntityManager) {
    // The face model's own decisions have no admin behind them: identity's verification audit keeps them.
    if (!data.decidedBy) return;
    await this.audit.record(manager, {
      actorUserId: data.decidedBy,
      businessId: null,
      actionType: 'verification_decided',
      targetType: 'user',
      targetId: data.userId,
      ...verificationLine(data.decision === 'approve' ? 'approve' : 'reject', data.step, data.reason),
    });
  }
}
