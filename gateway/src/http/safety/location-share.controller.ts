import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  locationShareSchema,
  RPC,
  RpcError,
  type Actor,
  type LocationShareInput,
  locationShareCreatedSchema,
  locationShareDtoSchema,
  publicShareSchema,
  shareStoppedSchema,
} from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { z } from 'zod';
import { RpcClient } from '@converge/platform/core';
import { SessionGuard } from '../../auth/session.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { RateLimiter } from '../rate-limiter.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { ShareLiveHandlers } from '../../realtime/pushers/share-live.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { REFUSALS, errors } from '../../errors.js';

/** Sharing my location with an outside contact: create, my active shares, stop. */
@Controller('api')
@UseGuards(SessionGuard)
export class LocationShareController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly live: ShareLiveHandlers,
  ) {}

  @Post('location-share')
  @Answers(locationShareCreatedSchema)
  @HttpCode(201)
  @PerPersonLimit({ bucket: 'location-share', limit: 20, windowSeconds: 3600, refusal: REFUSALS.tooManyLocationShares })
  create(@CurrentActor() actor: Actor, @Body(new ZodPipe(locationShareSchema)) body: LocationShareInput) {
    return this.rpc.request(RPC.safety.createShare, { actor, ...body });
  }

  @Get('location-shares')
  @Answers(z.array(locationShareDtoSchema))
  list(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.safety.shares, { actor });
  }

  /** Stops it at once; the public page's open viewers are told (share:ended). */
  @Delete('location-shares/:id')
  @PerPersonLimit(WRITE_LIMITS.locationShareStop)
  @Answers(shareStoppedSchema)
  async stop(@CurrentActor() actor: Actor, @Param('id') id: string) {
    const room = await this.live.roomOf(actor, id);
    const answer = await this.rpc.request(RPC.safety.stopShare, { actor, shareId: id, id });
    if (room) this.live.ended(room);
    return answer;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The public page's data: no session. 404 for an unknown token, 410 once stopped or expired (the
 * safety service decides). Limited per address, counting only misses, so guessing tokens is slow.
 */
@Controller('api/shares')
export class PublicShareController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(':token')
  @Answers(publicShareSchema)
  async get(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      if (!TOKEN.test(token)) throw errors.shareLinkNotFound();
      return await this.rpc.request(RPC.safety.publicShare, { token });
    } catch (error) {
      if (error instanceof RpcError && error.status === 404) {
        await this.limiter.hit(`share-miss:${reply.request.ip}`, 120, 600, REFUSALS.tooManyUnknownLinks);
      }
      throw error;
    }
  }
}
