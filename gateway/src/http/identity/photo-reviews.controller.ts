import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { heldPhotoSchema, photoDecisionResponseSchema, photoDecisionSchema, RPC, type Actor, type PhotoDecisionInput } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Answers } from '../answers.decorator.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { WRITE_LIMITS } from '../write-limits.js';

/**
 * Photos the nudity screening held, in the admin dashboard. AdminGuard refuses a regular person with
 * 403 before any validation (as every /api/admin route); identity then checks the platform-admin role.
 * Approve publishes the photo; reject deletes it.
 */
@Controller('api/admin/photos')
@UseGuards(AdminGuard)
export class PhotoReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(z.array(heldPhotoSchema))
  list(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.identity.heldPhotos, { actor });
  }

  @Post(':id/decision')
  @Answers(photoDecisionResponseSchema)
  @PerPersonLimit(WRITE_LIMITS.review)
  @HttpCode(200)
  decide(@CurrentActor() actor: Actor, @Param('id') photoId: string, @Body(new ZodPipe(photoDecisionSchema)) body: PhotoDecisionInput) {
    return this.rpc.request(RPC.identity.decidePhoto, { actor, photoId, decision: body.decision });
  }
}
