import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BusinessSettings, BusinessSettingsInput } from '@converge/contracts';

export interface BusinessRow {
  id: string;
  owner_user_id: string;
  company_name: string | null;
  business_email: string | null;
  business_type: string | null;
  payment_processing_enabled: boolean;
}

/** A business admin's business: one per owner, made the first time it is needed. */
@Injectable()
export class BusinessesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async forOwner(ownerUserId: string, manager: EntityManager = this.dataSource.manager): Promise<BusinessRow | null> {
    const rows: BusinessRow[] = await manager.query('SELECT * FROM businesses WHERE owner_user_id = $1', [ownerUserId]);
    return rows[0] ?? null;
  }

  /** The owner's business, created on first use (promote-self and its event may race: one row either way). */
  async ensure(ownerUserId: string, manager: EntityManager = this.dataSource.manager): Promise<BusinessRow> {
    await manager.query('INSERT INTO businesses (owner_user_id) VALUES ($1) ON CONFLICT (owner_user_id) DO NOTHING', [ownerUserId]);
    return (await this.forOwner(ownerUserId, manager))!;
  }

  /** Writes the settings given (undefined: unchanged; an empty company name is null). */
  async updateSettings(manager: EntityManager, businessId: string, input: BusinessSettingsInput): Promise<void> {
    // Read back with a SELECT afterwards: TypeORM answers UPDATE … RETURNING as [rows, count].
    await manager.query(
      `UPDATE businesses SET
          company_name = CASE WHEN $2 THEN $3 ELSE company_name END,
          business_email = CASE WHEN $4 THEN $5 ELSE business_email END,
          business_type = CASE WHEN $6 THEN $7 ELSE business_type END,
          payment_processing_enabled = COALESCE($8, payment_processing_enabled),
          updated_at = now()
        WHERE id = $1`,
      [
        businessId,
        input.companyName !== undefined,
        input.companyName?.trim() || null,
        input.businessEmail !== undefined,
        input.businessEmail ?? null,
        input.businessType !== undefined,
        input.businessType ?? null,
        input.paymentProcessingEnabled ?? null,
      ],
    );
  }

  /** Owners of these businesses (to push their notifications). */
  async owners(businessIds: string[], manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    if (!businessIds.length) return [];
    const rows: Array<{ owner_user_id: string }> = await manager.query('SELECT owner_user_id FROM businesses WHERE id = ANY($1::uuid[])', [businessIds]);
    return rows.map((r) => r.owner_user_id);
  }
}

export function toSettings(row: BusinessRow | null): BusinessSettings {
  return {
    companyName: row?.company_name ?? null,
    businessEmail: row?.business_email ?? null,
    businessType: row?.business_type ?? null,
    paymentProcessingEnabled: row?.payment_processing_enabled ?? false,
  };
}
