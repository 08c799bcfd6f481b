import { Body, Controller, Delete, Get, Put, Query, UseGuards } from '@nestjs/common';
import {
  RPC,
  liveNearbyQuerySchema,
  liveStatusSchema,
  liveNearbyResponseSchema,
  myLiveStatusSchema,
  type Actor,
  type LiveNearbyQuery,
  type LiveStatusInput,
  type MyLiveStatus,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ReadAheadOfSessionCheck } from '../../auth/read-ahead.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { Answers } from '../answers.decorator.js';
import { rawJson, type RawJson } from '../raw-json.js';
import { liveLimits } from './live-limits.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { REFUSALS } from '../../errors.js';

/** Live discovery (owned by the venue service): go live, go offline, who is nearby. */
@Controller('api/live-status')
@UseGuards(MainViewGuard)
export class LiveStatusController {
  constructor(private readonly rpc: RpcClient) {}

  /** The caller's own status ({live: false} when offline or stale). */
  @Get()
  @Answers(myLiveStatusSchema)
  mine(@CurrentActor() actor: Actor): Promise<MyLiveStatus> {
    return this.rpc.request(RPC.venue.liveGet, { actor });
  }

  @Put()
  @Answers(myLiveStatusSchema)
  @PerPersonLimit({ bucket: 'live-update', limit: liveLimits.LIVE_UPDATE_RATE_LIMIT, windowSeconds: liveLimits.LIVE_UPDATE_RATE_WINDOW_S, refusal: REFUSALS.liveUpdatesTooOften })
  update(@CurrentActor() actor: Actor, @Body(new ZodPipe(liveStatusSchema)) body: LiveStatusInput): Promise<MyLiveStatus> {
    return this.rpc.request(RPC.venue.liveUpdate, { actor, ...body });
  }

  @Delete()
  @Answers(myLiveStatusSchema)
  @PerPersonLimit(WRITE_LIMITS.presence)
  remove(@CurrentActor() actor: Actor): Promise<MyLiveStatus> {
    return this.rpc.request(RPC.venue.liveDelete, { actor });
  }

  /**
   * ?proximity=25..500 (step 25, default 100)&activities=a,b → {count, people}. Read-ahead: a known
   * caller's query starts while Redis confirms the session and counts the limit (nothing is answered
   * before that; a 401/429 wins). The venue's reply is passed on as the JSON bytes it came as (RawJson:
   * no parse and re-serialisation here; checked against the schema outside production only).
   */
  @Get('nearby')
  @Answers(liveNearbyResponseSchema, { raw: true })
  @ReadAheadOfSessionCheck()
  @PerPersonLimit({ bucket: 'live-nearby', limit: liveLimits.LIVE_NEARBY_RATE_LIMIT, windowSeconds: liveLimits.LIVE_NEARBY_RATE_WINDOW_S, refusal: REFUSALS.tooManyRefreshes })
  async nearby(@CurrentActor() actor: Actor, @Query(new ZodPipe(liveNearbyQuerySchema)) query: LiveNearbyQuery): Promise<RawJson> {
    return rawJson(await this.rpc.requestRaw(RPC.venue.liveNearby, { actor, ...query }));
  }
}
