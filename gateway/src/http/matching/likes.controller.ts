import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { likeSchema, passSchema, RPC, type Actor, type LikeRequest, type PassRequest, likeResultSchema, passedSchema } from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { RpcClient } from '@converge/platform/core';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';

/** Far above a person swiping, far below a script walking a venue. */
const SWIPES = { bucket: 'swipe', limit: Number(process.env.SWIPE_LIMIT_PER_MINUTE ?? 120), windowSeconds: 60 };

/** Likes and passes: idempotent; the target must be someone the caller may see (else 404). */
@Controller('api')
@UseGuards(MainViewGuard)
export class LikesController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('likes')
  @Answers(likeResultSchema)
  @HttpCode(200)
  @PerPersonLimit(SWIPES)
  like(@CurrentActor() actor: Actor, @Body(new ZodPipe(likeSchema)) body: LikeRequest) {
    return this.rpc.request(RPC.matching.like, { actor, ...body });
  }

  @Post('passes')
  @HttpCode(200)
  @PerPersonLimit(SWIPES)
  @Answers(passedSchema)
  pass(@CurrentActor() actor: Actor, @Body(new ZodPipe(passSchema)) body: PassRequest) {
    return this.rpc.request(RPC.matching.pass, { actor, ...body });
  }
}
