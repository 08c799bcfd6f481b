import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_DISCOVERY_FILTERS, discoveryFiltersSchema, RPC, type DiscoveryFilters, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';

/** A person's discovery filters (issue 20): saved here, applied by the discovery query (discovery.rpc.ts). */
@Injectable()
export class DiscoveryFilterHandlers {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.matching.discoveryFilters, { actor: 'required' })
  async get({ actor }: SignedInPayload): Promise<DiscoveryFilters> {
    const [row]: Array<{ age_min: number; age_max: number; verified_only: boolean }> = await this.dataSource.query(
      'SELECT age_min, age_max, verified_only FROM discovery_filters WHERE user_id = $1',
      [actor.userId],
    );
    return row ? { ageMin: row.age_min, ageMax: row.age_max, verifiedOnly: row.verified_only } : DEFAULT_DISCOVERY_FILTERS;
  }

  @RpcHandler(RPC.matching.saveDiscoveryFilters, { actor: 'required' })
  async save({ actor, filters }: SignedInPayload<{ filters: unknown }>): Promise<DiscoveryFilters> {
    // The gateway validated already; checked again because the service owns the rule.
    const parsed = discoveryFiltersSchema.safeParse(filters);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'filters');
      throw errors.invalidFilters(field, issue?.message);
    }
    const f = parsed.data;
    await this.dataSource.query(
      `INSERT INTO discovery_filters (user_id, age_min, age_max, verified_only) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET age_min = EXCLUDED.age_min, age_max = EXCLUDED.age_max, verified_only = EXCLUDED.verified_only, updated_at = now()`,
      [actor.userId, f.ageMin, f.ageMax, f.verifiedOnly],
    );
    return f;
  }
}
