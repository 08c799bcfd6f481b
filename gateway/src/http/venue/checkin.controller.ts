import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RPC, checkInSchema, type Actor, type CheckInRequest, type CheckInResponse, checkInResponseSchema, checkOutResultSchema } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Answers } from '../answers.decorator.js';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { venueLimits } from './venue-limits.js';
import { WRITE_LIMITS } from '../write-limits.js';

@Controller('api/checkin')
@UseGuards(MainViewGuard)
export class CheckInController {
  constructor(private readonly rpc: RpcClient) {}

  /** Exactly one of {latitude, longitude}, {qrCode}, {venueId (+ coordinates)}. */
  @Post()
  @Answers(checkInResponseSchema)
  @HttpCode(201)
  @PerPersonLimit({ bucket: 'checkin', limit: venueLimits.CHECKIN_RATE_LIMIT, windowSeconds: venueLimits.CHECKIN_RATE_WINDOW_S })
  create(@CurrentActor() actor: Actor, @Body(new ZodPipe(checkInSchema)) body: CheckInRequest): Promise<CheckInResponse> {
    return this.rpc.request(RPC.venue.checkIn, { actor, ...body });
  }

  /** The caller's active check-in, or null. */
  @Get('current')
  @Answers(checkInResponseSchema.nullable())
  current(@CurrentActor() actor: Actor): Promise<CheckInResponse | null> {
    return this.rpc.request(RPC.venue.currentCheckIn, { actor });
  }

  @Delete()
  @Answers(checkOutResultSchema)
  @PerPersonLimit(WRITE_LIMITS.presence)
  checkOut(@CurrentActor() actor: Actor): Promise<{ checkedOut: true }> {
    return this.rpc.request(RPC.venue.checkOut, { actor });
  }
}
