import { fill } from '../i18n/messages.js';
import type { LiveActivity, LiveMood } from '../schemas/live-constants.js';

/** What the generator may use about one person: never a position. */
export interface IceBreakerSide {
  displayName: string;
  /** Null outside live discovery (the chat's starters): the activity lines are then skipped. */
  currentActivity: LiveActivity | null;
  currentMood: LiveMood | null;
  interestTags: string[];
  statusMessage: string | null;
  /** The venue they are checked in at, if any. */
  venueName: string | null;
  /**
   * The meet point chosen for the pair's match (the chat's starters); absent in live discovery. When both
   * sides carry the same one, the first opener proposes meeting there.
   */
  meetPoint?: string | null;
}

export const ICE_BREAKER_COUNT = 3;

/**
 * Every template opener in English, by a stable key: the web's `live` namespace has the same keys
 * (`iceBreaker.<key>`, in every language) and shows the key in the person's language; English is also
 * sent as the text. Translators change the words, never the keys or the `{placeholders}`.
 */
export const ICE_BREAKER_TEXTS = {
  meetAtThe: 'Shall we meet at the {meetPoint}? Tell me when you are on your way.',
  meetAt: 'Shall we meet at {meetPoint}? Tell me when you are on your way.',
  sharedTwo: 'We both like {first} and {second} — which one has been taking more of your time lately?',
  sharedOne: 'You are into {tag} too! How did you get started with it?',
  sameVenue: 'Since we are both at {venue} — what would you recommend here?',
  'sameActivityTag.socializing': 'Out socializing too — know any good spots around here for people into {tag}?',
  'sameActivityTag.coffee_break': 'Also on a coffee break — what are you drinking, and is {tag} what keeps you busy today?',
  'sameActivityTag.studying': 'Studying nearby too — is it {tag} you are working through?',
  'sameActivityTag.working': 'Working around here too — is {tag} part of your job or just for fun?',
  'sameActivityTag.exercising': 'Working out too — does {tag} fit into your training?',
  'sameActivityTag.shopping': 'Shopping too — found anything good for {tag} around here?',
  'sameActivity.socializing': 'Out socializing too — what is the best place you have found around here?',
  'sameActivity.coffee_break': 'Also on a coffee break — what are you drinking, and is it any good here?',
  'sameActivity.studying': 'Studying nearby too — what are you working through today?',
  'sameActivity.working': 'Working around here too — what are you building today?',
  'sameActivity.exercising': 'Working out too — what is on today’s plan?',
  'sameActivity.shopping': 'Shopping too — found anything worth recommending nearby?',
  theirTag: 'Your {tag} tag caught my eye — what do you enjoy most about it?',
  status: 'Your status says “{status}” — tell me more?',
  'theirActivity.socializing': 'You are out socializing — what brings you to this part of town?',
  'theirActivity.coffee_break': 'On a coffee break? I would love a tip for the best coffee nearby.',
  'theirActivity.studying': 'How is the studying going — what subject has you busy today?',
  'theirActivity.working': 'What are you working on today? I am curious what keeps you busy around here.',
  'theirActivity.exercising': 'How was the workout? Do you have a favourite route or gym around here?',
  'theirActivity.shopping': 'Found anything good shopping nearby? I could use a recommendation.',
  orderFirst: 'What would you order first at {venue}?',
  recommendPlace: 'What is one place nearby you would recommend to someone new around here?',
  'upForChat.socializing': 'Socializing and up for a chat — what is the best thing that happened to you today?',
  'upForChat.coffee_break': 'Coffee break and up for a chat — what is the best thing that happened to you today?',
  'upForChat.studying': 'Studying and up for a chat — what is the best thing that happened to you today?',
  'upForChat.working': 'Working and up for a chat — what is the best thing that happened to you today?',
  'upForChat.exercising': 'Exercising and up for a chat — what is the best thing that happened to you today?',
  'upForChat.shopping': 'Shopping and up for a chat — what is the best thing that happened to you today?',
  keepShortFocused: 'I will keep it short since you are focused: what is one thing nearby you would recommend?',
  keepShortPicky: 'I will keep it short since you are picky: what is one thing nearby you would recommend?',
  howLong: '{tag} — how long have you been into that?',
  bestOfWeek: 'What has been the best part of your week so far?',
} as const satisfies Record<string, string>;

export type IceBreakerKey = keyof typeof ICE_BREAKER_TEXTS;

/** One opener: its English text, and the key and arguments the web shows it by (null for an LLM's line). */
export interface IceBreakerLine {
  text: string;
  message: { key: IceBreakerKey; params: Record<string, string> } | null;
}

function line(key: IceBreakerKey, params: Record<string, string> = {}): IceBreakerLine {
  return { text: fill(ICE_BREAKER_TEXTS[key], params), message: { key, params } };
}

/** An opener not yet written out: its key and arguments (writing the text is what costs). */
type Candidate = [key: IceBreakerKey, params?: Record<string, string>];

/** "Shall we meet at the Main Bar?": the article is left out when the name brings its own (another key). */
function meetPointCandidate(meetPoint: string): Candidate {
  const name = meetPoint.trim();
  return [/^(?:(?:the|a|an|our|my|your)\s|\S+['’]s\s)/i.test(name) ? 'meetAt' : 'meetAtThe', { meetPoint: name }];
}

export function meetPointIceBreaker(meetPoint: string): string {
  return line(...meetPointCandidate(meetPoint)).text;
}

function clean(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.charCodeAt(0) === 35 /* # */ ? trimmed.slice(1) : trimmed;
}

export function sharedTags(a: string[], b: string[]): string[] {
  const theirs = new Map(b.map((t) => [clean(t).toLowerCase(), clean(t)]));
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const tag of a) {
    const key = clean(tag).toLowerCase();
    if (key && theirs.has(key) && !seen.has(key)) {
      seen.add(key);
      shared.push(theirs.get(key)!);
    }
  }
  return shared;
}

/**
 * Three specific openers from what the two people share (the chosen meet point, interest tags,
 * activity, venue), then from
 * what the other person shows (their tags, activity, status). Pure and deterministic: the same two
 * statuses always give the same openers. Never a generic greeting. Each with its key and arguments.
 */
export function templateIceBreakerLines(me: IceBreakerSide, them: IceBreakerSide): IceBreakerLine[] {
  const shared = sharedTags(me.interestTags, them.interestTags);
  const sharedKeys = shared.map((s) => s.toLowerCase());
  const theirOwn = them.interestTags.map(clean).filter((t) => t && !sharedKeys.includes(t.toLowerCase()));
  // Keys and arguments first; only the first three distinct openers are written out (a nearby page
  // asks for 30 people's, and filling every candidate's text was most of the generator's cost).
  const candidates: Candidate[] = [];

  const meetPoint = me.meetPoint?.trim() && me.meetPoint.trim() === them.meetPoint?.trim() ? me.meetPoint.trim() : null;
  if (meetPoint) candidates.push(meetPointCandidate(meetPoint));
  if (shared.length >= 2) candidates.push(['sharedTwo', { first: shared[0]!, second: shared[1]! }]);
  if (shared.length >= 1) candidates.push(['sharedOne', { tag: shared[0]! }]);
  if (me.venueName && them.venueName && me.venueName === them.venueName) candidates.push(['sameVenue', { venue: them.venueName }]);
  if (them.currentActivity && me.currentActivity === them.currentActivity) {
    candidates.push(shared[0] ? [`sameActivityTag.${them.currentActivity}`, { tag: shared[0] }] : [`sameActivity.${them.currentActivity}`]);
  }
  if (theirOwn[0]) candidates.push(['theirTag', { tag: theirOwn[0] }]);
  if (them.statusMessage && them.statusMessage.trim().length >= 3) {
    const status = them.statusMessage.trim();
    candidates.push(['status', { status: status.length > 60 ? `${status.slice(0, 57)}…` : status }]);
  }
  if (them.currentActivity && me.currentActivity !== them.currentActivity) candidates.push([`theirActivity.${them.currentActivity}`]);
  if (!them.currentActivity) {
    // A chat without a live status: the meet point and the venue are what the two share.
    if (them.venueName) candidates.push(['orderFirst', { venue: them.venueName }]);
    candidates.push(['recommendPlace']);
  } else if (them.currentMood === 'open_to_chat' || them.currentMood === 'friendly') {
    candidates.push([`upForChat.${them.currentActivity}`]);
  } else {
    candidates.push([them.currentMood === 'focused' ? 'keepShortFocused' : 'keepShortPicky']);
  }
  if (theirOwn[1]) candidates.push(['howLong', { tag: theirOwn[1] }]);
  candidates.push(them.currentActivity ? [`theirActivity.${them.currentActivity}`] : ['bestOfWeek']);

  const lines: IceBreakerLine[] = [];
  for (const [key, params] of candidates) {
    const written = line(key, params);
    if (!lines.some((l) => l.text === written.text)) lines.push(written);
    if (lines.length === ICE_BREAKER_COUNT) break;
  }
  return lines;
}

/** The same openers as English text only. */
export function templateIceBreakers(me: IceBreakerSide, them: IceBreakerSide): string[] {
  return templateIceBreakerLines(me, them).map((l) => l.text);
}

/**
 * The output filter for an LLM's answer: three distinct lines of sensible length, without links,
 * e-mail addresses, phone numbers or a bare greeting. Anything less → null (the templates are used).
 */
export function filterLlmIceBreakers(text: string): string[] | null {
  const lines = text
    .split('\n')
    .map((l) =>
      l
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
        .replace(/^["“]|["”]$/g, '')
        .trim(),
    )
    .filter((l) => l.length >= 15 && l.length <= 200)
    .filter((l) => !/(https?:\/\/|www\.|@[a-z0-9-]+\.|\+?\d[\d\s().-]{6,}\d)/i.test(l))
    .filter((l) => !/^(hi|hey|hello)[!.,\s]*$/i.test(l));
  const unique = [...new Set(lines)];
  return unique.length >= ICE_BREAKER_COUNT ? unique.slice(0, ICE_BREAKER_COUNT) : null;
}
