import { Injectable } from '@nestjs/common';
import { cleanHiddenWords, hiddenWordsInputSchema, RPC, type HiddenWordsDto, type HiddenWordsInput, type SignedInPayload } from '@converge/contracts';
import { isoOrNull, RpcHandler } from '@converge/platform';
import { HiddenWordsRepository, type HiddenWordsRow } from './hidden-words.repository.js';

/**
 * Hidden Words: the words, phrases and emoji a person never wants to see in a message request or a like
 * note. Stored here, with the person's other safety settings; applied where requests are filed (chat
 * keeps a copy from HiddenWordsChanged, see services/chat/src/read-models/hidden-words.ts), so filing
 * never waits on safety and still works while safety is down.
 */
@Injectable()
export class HiddenWordsHandlers {
  constructor(private readonly hidden: HiddenWordsRepository) {}

  @RpcHandler(RPC.safety.hiddenWords, { actor: 'required' })
  async get({ actor }: SignedInPayload): Promise<HiddenWordsDto> {
    return view(await this.hidden.of(actor.userId));
  }

  /** The whole list at once (limits checked by the schema: 1,000 words of at most 50 characters). */
  @RpcHandler(RPC.safety.setHiddenWords, { actor: 'required', input: hiddenWordsInputSchema })
  async put({ actor, words }: SignedInPayload<HiddenWordsInput>): Promise<HiddenWordsDto> {
    return view(await this.hidden.replace(actor.userId, cleanHiddenWords(words)));
  }
}

const view = (row: HiddenWordsRow | null): HiddenWordsDto => ({ words: row?.words ?? [], updatedAt: row ? isoOrNull(row.updated_at) : null });
