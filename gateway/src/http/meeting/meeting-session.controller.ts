import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { meetingCheckQuerySchema, meetingEndSchema, RPC, type Actor, meetingSessionViewSchema } from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { RpcClient } from '@converge/platform/core';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';

/** The meeting session (safety service). Only its two participants may read or act on it (else 404). */
@Controller('api/meeting-session')
@UseGuards(MainViewGuard)
export class MeetingSessionController {
  constructor(private readonly rpc: RpcClient) {}

  /** The open session of a pair, or null. Declared before :id so "check" is not taken for an id. */
  @Get('check')
  @Answers(meetingSessionViewSchema.nullable())
  async check(@CurrentActor() actor: Actor, @Query(new ZodPipe(meetingCheckQuerySchema)) query: { user1Id: string; user2Id: string }) {
    return (await this.rpc.request(RPC.safety.meetingCheck, { actor, ...query })) ?? null;
  }

  @Get(':id')
  @Answers(meetingSessionViewSchema)
  get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.safety.meetingGet, { actor, sessionId: id });
  }

  @Post(':id/arrive')
  @Answers(meetingSessionViewSchema)
  @PerPersonLimit(WRITE_LIMITS.meeting)
  @HttpCode(200)
  arrive(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.safety.meetingArrive, { actor, sessionId: id });
  }

  /** The other person accepts the chosen meet point; only then does location sharing start. */
  @Post(':id/accept')
  @PerPersonLimit(WRITE_LIMITS.meeting)
  @HttpCode(200)
  @Answers(meetingSessionViewSchema)
  accept(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.safety.meetingAccept, { actor, sessionId: id });
  }

  @Post(':id/extend')
  @Answers(meetingSessionViewSchema)
  @PerPersonLimit(WRITE_LIMITS.meeting)
  @HttpCode(200)
  extend(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.safety.meetingExtend, { actor, sessionId: id });
  }

  @Post(':id/end')
  @Answers(meetingSessionViewSchema)
  @PerPersonLimit(WRITE_LIMITS.meeting)
  @HttpCode(200)
  end(@CurrentActor() actor: Actor, @Param('id') id: string, @Body(new ZodPipe(meetingEndSchema)) body: { endedBy: 'user' }) {
    return this.rpc.request(RPC.safety.meetingEnd, { actor, sessionId: id, endedBy: body.endedBy });
  }
}
