import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { RPC, verificationDecisionSchema, type Actor, type VerificationDecisionInput, reviewDecisionResponseSchema, reviewItemSchema } from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { z } from 'zod';
import { RpcClient } from '@converge/platform/core';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';

/**
 * The verification review queue of the admin dashboard. AdminGuard refuses a regular person with 403
 * before any validation (as every /api/admin route); identity then checks the platform-admin role.
 */
@Controller('api/admin/verifications')
@UseGuards(AdminGuard)
export class VerificationReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(z.array(reviewItemSchema))
  list(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.verification.reviews, { actor });
  }

  @Get(':id')
  @Answers(reviewItemSchema)
  get(@CurrentActor() actor: Actor, @Param('id') reviewId: string) {
    return this.rpc.request(RPC.verification.review, { actor, reviewId });
  }

  @Post(':id/decision')
  @Answers(reviewDecisionResponseSchema)
  @PerPersonLimit(WRITE_LIMITS.review)
  @HttpCode(200)
  decide(@CurrentActor() actor: Actor, @Param('id') reviewId: string, @Body(new ZodPipe(verificationDecisionSchema)) body: VerificationDecisionInput) {
    return this.rpc.request(RPC.verification.decide, { actor, reviewId, decision: body.decision, reason: body.reason });
  }
}
