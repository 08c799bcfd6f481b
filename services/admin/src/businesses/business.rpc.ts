import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, businessSettingsInputSchema, type BusinessSettings, type BusinessSettingsInput, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { adminScope } from '../access/access.rules.js';
import { AuditLog } from '../audit/audit.repository.js';
import { BusinessRepository, toSettings } from './business.repository.js';

/** GET/PUT /api/admin/business-settings: the caller's own business. */
@Injectable()
export class BusinessRpc {
  constructor(
    private readonly dataSource: DataSource,
    private readonly businesses: BusinessRepository,
    private readonly audit: AuditLog,
  ) {}

  @RpcHandler(RPC.admin.getSettings, { actor: 'admin' })
  async get({ actor }: SignedInPayload): Promise<BusinessSettings> {
    adminScope(actor);
    return toSettings(await this.businesses.forOwner(actor.userId));
  }

  @RpcHandler(RPC.admin.updateSettings, { actor: 'admin', input: businessSettingsInputSchema })
  async update({ actor, ...input }: SignedInPayload<BusinessSettingsInput>): Promise<BusinessSettings> {
    adminScope(actor);
    return this.dataSource.transaction(async (manager) => {
      const business = await this.businesses.ensure(actor.userId, manager);
      // Read back with a SELECT: TypeORM answers UPDATE … RETURNING as [rows, count].
      await manager.query(
        `UPDATE businesses SET
            company_name = CASE WHEN $2 THEN $3 ELSE company_name END,
            business_email = CASE WHEN $4 THEN $5 ELSE business_email END,
            business_type = CASE WHEN $6 THEN $7 ELSE business_type END,
            payment_processing_enabled = COALESCE($8, payment_processing_enabled),
            updated_at = now()
          WHERE id = $1`,
        [
          business.id,
          input.companyName !== undefined,
          input.companyName?.trim() || null,
          input.businessEmail !== undefined,
          input.businessEmail ?? null,
          input.businessType !== undefined,
          input.businessType ?? null,
          input.paymentProcessingEnabled ?? null,
        ],
      );
      const row = await this.businesses.forOwner(actor.userId, manager);
      const changed = Object.keys(input).join(', ') || 'nothing';
      await this.audit.record(manager, {
        actorUserId: actor.userId,
        businessId: business.id,
        actionType: 'settings_changed',
        targetType: 'business',
        targetId: business.id,
        description: `Updated business settings (${changed})`,
      });
      return toSettings(row);
    });
  }
}
