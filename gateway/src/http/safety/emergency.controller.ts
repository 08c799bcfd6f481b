import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { emergencySchema, RPC, type Actor, type EmergencyInput, emergencyDtoSchema } from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { RpcClient } from '@converge/platform/core';
import { SessionGuard } from '../../auth/session.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { REFUSALS } from '../../errors.js';

/**
 * The emergency button. Only a session is required (no profile gate, no other service asked): the
 * safety service stores the activation and answers at once; contacts are notified from a job.
 */
@Controller('api/emergency')
@UseGuards(SessionGuard)
export class EmergencyController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('activate')
  @Answers(emergencyDtoSchema)
  @HttpCode(201)
  @PerPersonLimit({ bucket: 'emergency', limit: 10, windowSeconds: 600, refusal: REFUSALS.emergencyAlreadySent })
  activate(@CurrentActor() actor: Actor, @Body(new ZodPipe(emergencySchema)) body: EmergencyInput) {
    return this.rpc.request(RPC.safety.activateEmergency, { actor, ...body });
  }
}
