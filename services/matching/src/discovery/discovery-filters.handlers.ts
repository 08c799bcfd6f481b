import { Injectable } from '@nestjs/common';
import { DEFAULT_DISCOVERY_FILTERS, discoveryFiltersSchema, RPC, saveDiscoveryFiltersPayloadSchema, type DiscoveryFilters, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { DiscoveryRepository } from './discovery.repository.js';

/** A person's discovery filters: saved here, applied by the discovery query (discovery.repository.ts). */
@Injectable()
export class DiscoveryFiltersHandlers {
  constructor(private readonly discovery: DiscoveryRepository) {}

  @RpcHandler(RPC.matching.discoveryFilters, { actor: 'required' })
  async get({ actor }: SignedInPayload): Promise<DiscoveryFilters> {
    return (await this.discovery.filters(actor.userId)) ?? DEFAULT_DISCOVERY_FILTERS;
  }

  /**
   * The filters arrive wrapped ({ filters }), declared loosely by the input schema; they are parsed
   * here because the service owns the rule (the 400 names the filter's own field).
   */
  @RpcHandler(RPC.matching.saveDiscoveryFilters, { actor: 'required', input: saveDiscoveryFiltersPayloadSchema })
  async save({ actor, filters }: SignedInPayload<{ filters?: unknown }>): Promise<DiscoveryFilters> {
    const parsed = discoveryFiltersSchema.safeParse(filters);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw errors.invalidFilters(String(issue?.path[0] ?? 'filters'), issue?.message);
    }
    await this.discovery.saveFilters(actor.userId, parsed.data);
    return parsed.data;
  }
}
