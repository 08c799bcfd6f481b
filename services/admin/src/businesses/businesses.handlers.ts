import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, businessSettingsInputSchema, type BusinessSettings, type BusinessSettingsInput, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { adminScope } from '../access/access.rules.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { settingsChangedLine } from '../audit/audit-lines.rules.js';
import { BusinessesRepository, toSettings } from './businesses.repository.js';

/** GET/PUT /api/admin/business-settings: the caller's own business. */
@Injectable()
export class BusinessesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly businesses: BusinessesRepository,
    private readonly audit: AuditRepository,
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
      await this.businesses.updateSettings(manager, business.id, input);
      const row = await this.businesses.forOwner(actor.userId, manager);
      await this.audit.record(manager, {
        actorUserId: actor.userId,
        businessId: business.id,
        actionType: 'settings_changed',
        targetType: 'business',
        targetId: business.id,
        ...settingsChangedLine(Object.keys(input)),
      });
      return toSettings(row);
    });
  }
}
