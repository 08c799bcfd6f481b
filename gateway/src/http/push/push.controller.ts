import { Body, Controller, Delete, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { pushSubscriptionSchema, pushUnsubscribeSchema, RPC, type Actor, type PushSubscriptionInput, type PushUnsubscribeInput, pushKeySchema, pushOkSchema } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { SessionGuard } from '../../auth/session.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { Answers } from '../answers.decorator.js';
import type { AuthenticatedRequest } from '../../auth/authenticated-request.js';
import { PushDevices } from './push-devices.js';

/** Web push: the VAPID public key and this device's subscription (stored by identity). */
@Controller('api/push')
@UseGuards(SessionGuard)
export class PushController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly devices: PushDevices,
  ) {}

  @Get('key')
  @Answers(pushKeySchema)
  key() {
    return this.rpc.request(RPC.push.key, {});
  }

  @Post('subscriptions')
  @PerPersonLimit(WRITE_LIMITS.push)
  @HttpCode(200)
  @Answers(pushOkSchema)
  subscribe(@Req() request: AuthenticatedRequest, @Body(new ZodPipe(pushSubscriptionSchema)) body: PushSubscriptionInput) {
    return this.devices.subscribe(request.actor!.userId, request.session!.id, body);
  }

  @Delete('subscriptions')
  @PerPersonLimit(WRITE_LIMITS.push)
  @HttpCode(200)
  @Answers(pushOkSchema)
  unsubscribe(@CurrentActor() actor: Actor, @Body(new ZodPipe(pushUnsubscribeSchema)) body: PushUnsubscribeInput) {
    return this.rpc.request(RPC.push.unsubscribe, { actor, endpoint: body.endpoint });
  }
}
