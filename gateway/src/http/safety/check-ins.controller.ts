import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import {
  checkInCancelledSchema,
  checkInCreatedSchema,
  checkInCreateSchema,
  checkInDtoSchema,
  checkInSafeAnswerSchema,
  checkInSafeSchema,
  RPC,
  safetyPinSchema,
  safetyPinStatusSchema,
  type Actor,
  type CheckInCreateInput,
  type CheckInSafeInput,
  type SafetyPinInput,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Answers } from '../answers.decorator.js';
import { SessionGuard } from '../../auth/session.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { REFUSALS } from '../../errors.js';

/** Far above a person using "Check on me", far below a script (wrong PINs are slowed by the safety service). */
const CHECK_IN_WRITES = { bucket: 'check-in-write', limit: 30, windowSeconds: 60, refusal: REFUSALS.tooManySafetyChanges };

/**
 * "Check on me": like the emergency button, only a session is required (no profile gate): a person
 * must be able to answer "I'm safe" whatever else is unfinished. Any id not the caller's is 404.
 */
@Controller('api/safety')
@UseGuards(SessionGuard)
export class CheckInsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('check-ins')
  @Answers(checkInCreatedSchema)
  @HttpCode(201)
  @PerPersonLimit(CHECK_IN_WRITES)
  create(@CurrentActor() actor: Actor, @Body(new ZodPipe(checkInCreateSchema)) body: CheckInCreateInput) {
    return this.rpc.request(RPC.safety.checkInCreate, { actor, ...body });
  }

  @Get('check-ins')
  @Answers(z.array(checkInDtoSchema))
  list(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.safety.checkIns, { actor });
  }

  @Delete('check-ins/:id')
  @PerPersonLimit(CHECK_IN_WRITES)
  @Answers(checkInCancelledSchema)
  cancel(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.safety.checkInCancel, { actor, id });
  }

  @Post('check-ins/:id/safe')
  @HttpCode(200)
  @PerPersonLimit(CHECK_IN_WRITES)
  @Answers(checkInSafeAnswerSchema)
  safe(@CurrentActor() actor: Actor, @Param('id') id: string, @Body(new ZodPipe(checkInSafeSchema)) body: CheckInSafeInput) {
    return this.rpc.request(RPC.safety.checkInSafe, { actor, ...body, id });
  }

  @Get('pin')
  @Answers(safetyPinStatusSchema)
  pinStatus(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.safety.pinStatus, { actor });
  }

  @Put('pin')
  @PerPersonLimit(CHECK_IN_WRITES)
  @Answers(safetyPinStatusSchema)
  setPin(@CurrentActor() actor: Actor, @Body(new ZodPipe(safetyPinSchema)) body: SafetyPinInput) {
    return this.rpc.request(RPC.safety.setPin, { actor, ...body });
  }
}
