import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  RPC,
  connectionDeclinedSchema,
  connectionDtoSchema,
  connectionsResponseSchema,
  myProfessionalProfileSchema,
  professionalListResponseSchema,
  connectionRequestSchema,
  industryQuerySchema,
  professionalProfileSchema,
  type Actor,
  type ConnectionDto,
  type ConnectionRequestInput,
  type ConnectionsResponse,
  type IndustryQuery,
  type MyProfessionalProfile,
  type ProfessionalListResponse,
  type ProfessionalProfile,
} from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { Answers } from '../answers.decorator.js';
import { REFUSALS } from '../../errors.js';

/** Professional networking: served by the matching service. */
@Controller('api/professional')
@UseGuards(MainViewGuard)
export class ProfessionalController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('profile')
  @Answers(myProfessionalProfileSchema)
  profile(@CurrentActor() actor: Actor): Promise<MyProfessionalProfile> {
    return this.rpc.request(RPC.professional.getProfile, { actor });
  }

  @Put('profile')
  @Answers(myProfessionalProfileSchema)
  @PerPersonLimit({ bucket: 'professional-profile', limit: 30, windowSeconds: 60 })
  saveProfile(@CurrentActor() actor: Actor, @Body(new ZodPipe(professionalProfileSchema)) profile: ProfessionalProfile): Promise<MyProfessionalProfile> {
    return this.rpc.request(RPC.professional.putProfile, { actor, profile });
  }

  @Get('nearby')
  @Answers(professionalListResponseSchema)
  @PerPersonLimit({ bucket: 'professional-list', limit: 60, windowSeconds: 60 })
  nearby(@CurrentActor() actor: Actor): Promise<ProfessionalListResponse> {
    return this.rpc.request(RPC.professional.nearby, { actor });
  }

  @Get('industry')
  @Answers(professionalListResponseSchema)
  @PerPersonLimit({ bucket: 'professional-list', limit: 60, windowSeconds: 60 })
  industry(@CurrentActor() actor: Actor, @Query(new ZodPipe(industryQuerySchema)) query: IndustryQuery): Promise<ProfessionalListResponse> {
    return this.rpc.request(RPC.professional.industry, { actor, industry: query.industry });
  }

  @Get('connections')
  @Answers(connectionsResponseSchema)
  connections(@CurrentActor() actor: Actor): Promise<ConnectionsResponse> {
    return this.rpc.request(RPC.professional.connections, { actor });
  }

  @Post('connections')
  @Answers(connectionDtoSchema)
  @HttpCode(201)
  @PerPersonLimit({ bucket: 'professional-connect', limit: 20, windowSeconds: 3600, refusal: REFUSALS.tooManyConnectionRequests })
  connect(@CurrentActor() actor: Actor, @Body(new ZodPipe(connectionRequestSchema)) body: ConnectionRequestInput): Promise<ConnectionDto> {
    return this.rpc.request(RPC.professional.connect, { actor, ...body });
  }

  /** Opens a conversation (in chat) with the request's message as its first line. */
  @Post('connections/:id/accept')
  @Answers(connectionDtoSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'professional-answer', limit: 60, windowSeconds: 60 })
  accept(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ConnectionDto> {
    return this.rpc.request(RPC.professional.accept, { actor, connectionId: id });
  }

  /** The sender is not told. */
  @Post('connections/:id/decline')
  @Answers(connectionDeclinedSchema)
  @HttpCode(200)
  @PerPersonLimit({ bucket: 'professional-answer', limit: 60, windowSeconds: 60 })
  decline(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<{ declined: true }> {
    return this.rpc.request(RPC.professional.decline, { actor, connectionId: id });
  }
}
