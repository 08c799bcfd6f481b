import type { LiveNearbyResponse } from '@converge/contracts';
import { RawJson } from '@converge/platform';
import type { IceBreakerLine } from './ice-breakers.rules.js';
import { effectiveLookingFor } from './live-status.rules.js';
import type { LiveCard, StoredStatus } from './live-status.store.js';

/** One person of the page as the answer shows them. */
export interface PageEntry {
  status: Readonly<StoredStatus>;
  card: Readonly<LiveCard>;
  seen: number;
  distance: number;
  iceBreakers: IceBreakerLine[];
}

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_ALL = /[^\x00-\x7f]/g;
const escapeUnit = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON.stringify, with every character beyond ASCII written as a \uXXXX escape (JSON.parse reads the
 * same string back). The openers' dashes and curly quotes made the whole answer a two-byte string
 * (twice the memory, and a real UTF-8 encode before it went on the wire); ASCII text is copied as it is.
 * Lone surrogates are escaped by JSON.stringify already; a pair becomes two escapes, which parse back
 * to the same pair.
 */
export function asciiJson(value: unknown): string {
  const json = JSON.stringify(value);
  return NON_ASCII.test(json) ? json.replace(NON_ASCII_ALL, escapeUnit) : json;
}

/**
 * An opener's text as a JSON string, kept: the template openers are a few dozen sentences filled with
 * the tags people share, so the same texts come back query after query, and escaping their dashes and
 * quotes was the biggest part of writing an entry. Bounded; the oldest go first.
 */
const openerTexts = new Map<string, string>();
const OPENER_TEXTS_KEPT = 5000;

function textJson(text: string): string {
  let json = openerTexts.get(text);
  if (json === undefined) {
    json = asciiJson(text);
    if (openerTexts.size >= OPENER_TEXTS_KEPT) openerTexts.delete(openerTexts.keys().next().value!);
    openerTexts.set(text, json);
  }
  return json;
}

/** An opener's key and arguments as JSON.stringify writes them (key, then params in their order), the values through textJson. */
function messageJson(message: IceBreakerLine['message']): string {
  if (message === null) return 'null';
  let params = '';
  for (const name in message.params) params += `${params === '' ? '' : ','}${textJson(name)}:${textJson(message.params[name]!)}`;
  return `{"key":${textJson(message.key)},"params":{${params}}}`;
}

/**
 * The part of a person's entry that is the same for every viewer (everything before the openers),
 * kept per parsed status and card: parseStatus and parseCard hand out one shared object per stored
 * text, so a person whose status and card did not change is written once, not once per query that
 * shows them. A changed status or card is another object: written again. Dies with the parsed status.
 */
const heads = new WeakMap<object, { card: object; head: string }>();

function headOf(status: Readonly<StoredStatus>, card: Readonly<LiveCard>): string {
  const kept = heads.get(status);
  if (kept !== undefined && kept.card === card) return kept.head;
  const json = asciiJson({
    id: status.statusId,
    userId: status.userId,
    profile: { displayName: card.displayName, age: card.age, photo: card.photo, isVerified: card.isVerified },
    currentActivity: status.currentActivity,
    currentMood: status.currentMood,
    lookingFor: effectiveLookingFor(status, card),
    statusMessage: status.statusMessage,
    interestTags: status.interestTags,
  });
  const head = json.slice(0, -1);
  heads.set(status, { card, head });
  return head;
}

/**
 * The nearby answer written as JSON text (RawJson: the RPC host sends it as it is), in the order and
 * with the values JSON.stringify of a LiveNearbyResponse would give, non-ASCII escaped. Building the
 * objects and serialising them was a tenth of the venue's CPU per query; most of each entry is now a
 * kept text.
 */
export function nearbyAnswer(count: number, page: readonly PageEntry[]): RawJson<LiveNearbyResponse> {
  let people = '';
  for (let i = 0; i < page.length; i++) {
    const { status, card, seen, distance, iceBreakers } = page[i]!;
    let texts = '[';
    for (let k = 0; k < iceBreakers.length; k++) texts += (k === 0 ? '' : ',') + textJson(iceBreakers[k]!.text);
    let messages = '[';
    for (let k = 0; k < iceBreakers.length; k++) messages += (k === 0 ? '' : ',') + messageJson(iceBreakers[k]!.message);
    const entry = `${headOf(status, card)},"iceBreakers":${texts}],"iceBreakerMessages":${messages}],"distance":${JSON.stringify(distance)},"lastSeen":"${new Date(seen).toISOString()}"}`;
    people += i === 0 ? entry : `,${entry}`;
  }
  return new RawJson(`{"count":${JSON.stringify(count)},"people":[${people}]}`);
}
