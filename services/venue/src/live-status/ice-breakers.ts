import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, LOGGER, type Logger } from '@converge/platform';
import type { VenueConfig } from '../config.js';
import type { StoredStatus } from './live-status.store.js';
import { filterLlmIceBreakers, ICE_BREAKER_COUNT, templateIceBreakerLines, type IceBreakerLine, type IceBreakerSide } from './ice-breakers.rules.js';

interface Person {
  status: StoredStatus;
  /** interestTags: the profile's (absent in cards written before they were kept). */
  card: { displayName: string; venueName: string | null; interestTags?: string[] } | null;
}

/** What the person shares: the live status's own tags, then the profile's interest tags. */
function tagsOf({ status, card }: Person): string[] {
  const profile = card?.interestTags;
  if (!profile || profile.length === 0) return status.interestTags;
  if (status.interestTags.length === 0) return profile;
  return [...new Set([...status.interestTags, ...profile])];
}

/** At most this many LLM calls per nearby query; the rest use templates until their answers are cached. */
const LLM_CALLS_PER_QUERY = 4;
const CACHE_SIZE = 5000;

function side(person: Person): IceBreakerSide {
  const { status, card } = person;
  return {
    displayName: card?.displayName ?? '',
    currentActivity: status.currentActivity,
    currentMood: status.currentMood,
    interestTags: tagsOf(person),
    statusMessage: status.statusMessage,
    venueName: card?.venueName ?? null,
  };
}

/**
 * Three openers per person shown. The template generator (ice-breakers.rules.ts) is the default; with
 * ICEBREAKER_LLM_URL set, an OpenAI-compatible endpoint is asked (with a timeout and an output
 * filter), its answers cached per pair and status, and the templates used whenever it fails.
 */
@Injectable()
export class IceBreakers {
  /** An LLM's lines are English text without a key (the web shows them as written). */
  private readonly cache = new Map<string, IceBreakerLine[]>();

  constructor(
    @Inject(CONFIG) private readonly config: VenueConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async forPeople(me: Person, others: Person[]): Promise<IceBreakerLine[][]> {
    const mine = side(me);
    const templates = others.map((o) => templateIceBreakerLines(mine, side(o)));
    if (!this.config.ICEBREAKER_LLM_URL) return templates;
    let calls = 0;
    return Promise.all(
      others.map(async (other, i) => {
        const key = JSON.stringify([mine, side(other)]);
        const cached = this.cache.get(key);
        if (cached) return cached;
        if (calls++ >= LLM_CALLS_PER_QUERY) return templates[i]!;
        const text = await this.askLlm(mine, side(other));
        if (!text) return templates[i]!;
        const answer = text.map((line) => ({ text: line, message: null }));
        if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
        this.cache.set(key, answer);
        return answer;
      }),
    );
  }

  private async askLlm(me: IceBreakerSide, them: IceBreakerSide): Promise<string[] | null> {
    const describe = (s: IceBreakerSide) =>
      `activity ${s.currentActivity}, mood ${s.currentMood}, interests ${s.interestTags.join(', ') || 'none'}${s.venueName ? `, at ${s.venueName}` : ''}${s.statusMessage ? `, status "${s.statusMessage}"` : ''}`;
    try {
      const response = await fetch(this.config.ICEBREAKER_LLM_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.config.ICEBREAKER_LLM_KEY ? { authorization: `Bearer ${this.config.ICEBREAKER_LLM_KEY}` } : {}) },
        body: JSON.stringify({
          model: this.config.ICEBREAKER_LLM_MODEL,
          temperature: 0.7,
          max_tokens: 200,
          messages: [
            {
              role: 'system',
              content: `Write ${ICE_BREAKER_COUNT} short, friendly, specific conversation openers, one per line, no numbering. Use what the two people share. Never a bare greeting, never ask for contact details or location.`,
            },
            { role: 'user', content: `Me: ${describe(me)}.\nThem: ${describe(them)}.` },
          ],
        }),
        signal: AbortSignal.timeout(this.config.ICEBREAKER_LLM_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
      return filterLlmIceBreakers(body.choices?.[0]?.message?.content ?? '');
    } catch (error) {
      this.logger.debug({ err: error }, 'ice breaker LLM unavailable; templates used');
      return null;
    }
  }
}
