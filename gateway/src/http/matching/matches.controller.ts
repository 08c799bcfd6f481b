import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { meetPointSchema, RPC, type Actor, type MeetPointRequest, matchViewListSchema, matchViewSchema } from '@converge/contracts';
import { Answers } from '../answers.decorator.js';
import { RpcClient } from '@converge/platform/core';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { WRITE_LIMITS } from '../write-limits.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';

/** The caller's matches (newest first) and the meet point of one (participants only, else 404). */
@Controller('api/matches')
@UseGuards(MainViewGuard)
export class MatchesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(matchViewListSchema)
  list(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.matching.matches, { actor });
  }

  @Get(':id')
  @Answers(matchViewSchema)
  get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.rpc.request(RPC.matching.getMatch, { actor, matchId: id });
  }

  @Put(':id/meetpoint')
  @Answers(matchViewSchema)
  @PerPersonLimit(WRITE_LIMITS.meetPoint)
  setMeetPoint(@CurrentActor() actor: Actor, @Param('id') id: string, @Body(new ZodPipe(meetPointSchema)) body: MeetPointRequest) {
    return this.rpc.request(RPC.matching.setMeetPoint, { actor, matchId: id, meetPoint: body.meetPoint });
  }
}
