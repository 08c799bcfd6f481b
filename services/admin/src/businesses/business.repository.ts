import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BusinessSettings } from '@converge/contracts';

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
export class BusinessRepository {
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
