import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import {
  discoveryFiltersSchema,
  discoveryHeaderSchema,
  discoveryProfileListSchema,
  discoveryQuerySchema,
  RPC,
  type Actor,
  type DiscoveryFilters,
  type DiscoveryQuery,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { Answers } from '../answers.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';

/** Discovery: only the venue the caller is checked in at (403 otherwise). */
@Controller('api/discovery')
@UseGuards(MainViewGuard)
export class DiscoveryController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('profiles')
  @Answers(discoveryProfileListSchema)
  @PerPersonLimit({ bucket: 'discovery', limit: 60, windowSeconds: 60 })
  profiles(@CurrentActor() actor: Actor, @Query(new ZodPipe(discoveryQuerySchema)) query: DiscoveryQuery) {
    return this.rpc.request(RPC.matching.discovery, { actor, venueId: query.venueId, verifiedOnly: query.verifiedOnly });
  }

  /** The discovery header: the caller's venue and the count of people there ({checkIn: null} without one). */
  @Get('current')
  @Answers(discoveryHeaderSchema)
  current(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.matching.currentVenue, { actor });
  }

  /** The person's discovery filters; the discovery query applies them. */
  @Get('filters')
  @Answers(discoveryFiltersSchema)
  filters(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.matching.discoveryFilters, { actor });
  }

  @Put('filters')
  @Answers(discoveryFiltersSchema)
  @PerPersonLimit({ bucket: 'discovery-filters', limit: 30, windowSeconds: 60 })
  saveFilters(@CurrentActor() actor: Actor, @Body(new ZodPipe(discoveryFiltersSchema)) filters: DiscoveryFilters) {
    return this.rpc.request(RPC.matching.saveDiscoveryFilters, { actor, filters });
  }
}
