import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  createDatePlanSchema,
  datePlanCreatedSchema,
  datePlanDtoSchema,
  datePlanRevokedSchema,
  datePlanSentSchema,
  publicDatePlanSchema,
  RPC,
  RpcError,
  type Actor,
  type CreateDatePlanInput,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Answers } from '../answers.decorator.js';
import { SessionGuard } from '../../auth/session.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { RateLimiter } from '../rate-limiter.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { REFUSALS, errors } from '../../errors.js';

/** Share My Date: make a plan's link, my plans, send it to my trusted contacts, revoke it. */
@Controller('api/date-plans')
@UseGuards(SessionGuard)
export class DatePlansController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @Answers(datePlanCreatedSchema)
  @HttpCode(201)
  @PerPersonLimit({ bucket: 'date-plans', limit: 30, windowSeconds: 3600, refusal: REFUSALS.tooManyDatePlans })
  create(@CurrentActor() actor: Actor, @Body(new ZodPipe(createDatePlanSchema)) body: CreateDatePlanInput) {
    return this.rpc.request(RPC.safety.createDatePlan, { actor, ...body });
  }

  @Get()
  @Answers(z.array(datePlanDtoSchema))
  list(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.safety.datePlans, { actor });
  }

  /** Mails each trusted contact; each mail also counts toward that address's daily cap. */
  @Post(':id/send')
  @HttpCode(200)
  @Answers(datePlanSentSchema)
  @PerPersonLimit({ bucket: 'date-plan-send', limit: 10, windowSeconds: 3600, refusal: REFUSALS.tooManyDatePlanSends })
  send(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.safety.sendDatePlan, { actor, id });
  }

  @Delete(':id')
  @Answers(datePlanRevokedSchema)
  @PerPersonLimit({ bucket: 'date-plan-revoke', limit: 60, windowSeconds: 600 })
  revoke(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.safety.revokeDatePlan, { actor, id });
  }
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The public page's data: no session. 404 for an unknown token, 410 once revoked, expired or the pair
 * blocked (the safety service decides). Limited per address, counting only misses, as the location
 * share page is, so guessing tokens is slow.
 */
@Controller('api/date-plans/public')
export class PublicDatePlanController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(':token')
  @Answers(publicDatePlanSchema)
  async get(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      if (!TOKEN.test(token)) throw errors.datePlanNotFound();
      return await this.rpc.request(RPC.safety.publicDatePlan, { token });
    } catch (error) {
      if (error instanceof RpcError && error.status === 404) {
        await this.limiter.hit(`date-plan-miss:${reply.request.ip}`, 120, 600, REFUSALS.tooManyUnknownLinks);
      }
      throw error;
    }
  }
}
