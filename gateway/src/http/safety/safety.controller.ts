import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  blockSchema,
  reportSchema,
  RPC,
  trustedContactSchema,
  type Actor,
  type BlockInput,
  type ReportInput,
  type TrustedContactInput,
  blockedUserSchema,
  reportDtoSchema,
  trustedContactDtoSchema,
  blockedSchema,
  contactRemovedSchema,
  unblockedSchema,
} from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { z } from 'zod';
import { RpcClient } from '@converge/platform/core';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { SessionGuard } from '../../auth/session.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { REFUSALS } from '../../errors.js';

/** Far above a person using the Safety Center, far below a script (the service also caps reports at 10 a day). */
const SAFETY_WRITES = { bucket: 'safety-write', limit: 30, windowSeconds: 60, refusal: REFUSALS.tooManySafetyChanges };

/** Blocks and reports: about people the caller met in the app, so behind the main-view gate. */
@Controller('api/safety')
@UseGuards(MainViewGuard)
export class SafetyController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('block')
  @HttpCode(200)
  @PerPersonLimit(SAFETY_WRITES)
  @Answers(blockedSchema)
  block(@CurrentActor() actor: Actor, @Body(new ZodPipe(blockSchema)) body: BlockInput) {
    return this.rpc.request(RPC.safety.block, { actor, ...body });
  }

  @Get('blocks')
  @Answers(z.array(blockedUserSchema))
  blocks(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.safety.blocks, { actor });
  }

  @Delete('blocks/:userId')
  @PerPersonLimit(SAFETY_WRITES)
  @Answers(unblockedSchema)
  unblock(@CurrentActor() actor: Actor, @Param('userId') userId: string) {
    const { blockedUserId } = new ZodPipe(blockSchema).transform({ blockedUserId: userId });
    return this.rpc.request(RPC.safety.unblock, { actor, userId: blockedUserId, blockedUserId });
  }

  @Post('report')
  @Answers(reportDtoSchema)
  @HttpCode(201)
  @PerPersonLimit(SAFETY_WRITES)
  report(@CurrentActor() actor: Actor, @Body(new ZodPipe(reportSchema)) body: ReportInput) {
    return this.rpc.request(RPC.safety.report, { actor, ...body });
  }
}

/** Trusted contacts: needed before anything else in an emergency, so only a session is required. */
@Controller('api/safety/contacts')
@UseGuards(SessionGuard)
export class TrustedContactsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(z.array(trustedContactDtoSchema))
  list(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.safety.contacts, { actor });
  }

  @Post()
  @Answers(trustedContactDtoSchema)
  @HttpCode(201)
  @PerPersonLimit(SAFETY_WRITES)
  add(@CurrentActor() actor: Actor, @Body(new ZodPipe(trustedContactSchema)) body: TrustedContactInput) {
    return this.rpc.request(RPC.safety.addContact, { actor, ...body });
  }

  @Delete(':id')
  @PerPersonLimit(SAFETY_WRITES)
  @Answers(contactRemovedSchema)
  remove(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.safety.removeContact, { actor, contactId: id, id });
  }
}
