import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { hiddenWordsDtoSchema, hiddenWordsInputSchema, RPC, type Actor, type HiddenWordsInput } from '@converge/contracts';
import { RpcClient } from '@converge/platform/core';
import { Answers } from '../answers.decorator.js';
import { MainViewGuard } from '../../auth/main-view.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PerPersonLimit } from '../../auth/per-person-limit.decorator.js';
import { ZodPipe } from '../zod-body.pipe.js';
import { REFUSALS } from '../../errors.js';

/** Hidden Words: my list of words, phrases and emoji that send a message request to my Hidden folder. */
@Controller('api/safety/hidden-words')
@UseGuards(MainViewGuard)
export class HiddenWordsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(hiddenWordsDtoSchema)
  get(@CurrentActor() actor: Actor) {
    return this.rpc.request(RPC.safety.hiddenWords, { actor });
  }

  /** The whole list at once (at most 1,000 words of at most 50 characters; 400 naming the word otherwise). */
  @Put()
  @Answers(hiddenWordsDtoSchema)
  @PerPersonLimit({ bucket: 'hidden-words', limit: 60, windowSeconds: 3600, refusal: REFUSALS.tooManyHiddenWordChanges })
  put(@CurrentActor() actor: Actor, @Body(new ZodPipe(hiddenWordsInputSchema)) body: HiddenWordsInput) {
    return this.rpc.request(RPC.safety.setHiddenWords, { actor, words: body.words });
  }
}
