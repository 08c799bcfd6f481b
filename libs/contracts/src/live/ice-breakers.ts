import { ACTIVITY_LABELS, type LiveActivity, type LiveMood } from '../schemas/live.js';

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

const SAME_ACTIVITY: Record<LiveActivity, (tag: string | null) => string> = {
  socializing: (tag) => (tag ? `Out socializing too — know any good spots around here for people into ${tag}?` : 'Out socializing too — what is the best place you have found around here?'),
  coffee_break: (tag) =>
    tag ? `Also on a coffee break — what are you drinking, and is ${tag} what keeps you busy today?` : 'Also on a coffee break — what are you drinking, and is it any good here?',
  studying: (tag) => (tag ? `Studying nearby too — is it ${tag} you are working through?` : 'Studying nearby too — what are you working through today?'),
  working: (tag) => (tag ? `Working around here too — is ${tag} part of your job or just for fun?` : 'Working around here too — what are you building today?'),
  exercising: (tag) => (tag ? `Working out too — does ${tag} fit into your training?` : 'Working out too — what is on today’s plan?'),
  shopping: (tag) => (tag ? `Shopping too — found anything good for ${tag} around here?` : 'Shopping too — found anything worth recommending nearby?'),
};

const THEIR_ACTIVITY: Record<LiveActivity, string> = {
  socializing: 'You are out socializing — what brings you to this part of town?',
  coffee_break: 'On a coffee break? I would love a tip for the best coffee nearby.',
  studying: 'How is the studying going — what subject has you busy today?',
  working: 'What are you working on today? I am curious what keeps you busy around here.',
  exercising: 'How was the workout? Do you have a favourite route or gym around here?',
  shopping: 'Found anything good shopping nearby? I could use a recommendation.',
};

/** "Shall we meet at the Main Bar?": the article is left out when the name brings its own. */
export function meetPointIceBreaker(meetPoint: string): string {
  const name = meetPoint.trim();
  const place = /^(?:(?:the|a|an|our|my|your)\s|\S+['’]s\s)/i.test(name) ? name : `the ${name}`;
  return `Shall we meet at ${place}? Tell me when you are on your way.`;
}

function clean(tag: string): string {
  return tag.trim().replace(/^#/, '');
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
 * statuses always give the same openers. Never a generic greeting.
 */
export function templateIceBreakers(me: IceBreakerSide, them: IceBreakerSide): string[] {
  const shared = sharedTags(me.interestTags, them.interestTags);
  const theirOwn = them.interestTags.map(clean).filter((t) => t && !shared.some((s) => s.toLowerCase() === t.toLowerCase()));
  const candidates: string[] = [];

  const meetPoint = me.meetPoint?.trim() && me.meetPoint.trim() === them.meetPoint?.trim() ? me.meetPoint.trim() : null;
  if (meetPoint) candidates.push(meetPointIceBreaker(meetPoint));
  if (shared.length >= 2) candidates.push(`We both like ${shared[0]} and ${shared[1]} — which one has been taking more of your time lately?`);
  if (shared.length >= 1) candidates.push(`You are into ${shared[0]} too! How did you get started with it?`);
  if (me.venueName && them.venueName && me.venueName === them.venueName) {
    candidates.push(`Since we are both at ${them.venueName} — what would you recommend here?`);
  }
  if (them.currentActivity && me.currentActivity === them.currentActivity) candidates.push(SAME_ACTIVITY[them.currentActivity](shared[0] ?? null));
  if (theirOwn[0]) candidates.push(`Your ${theirOwn[0]} tag caught my eye — what do you enjoy most about it?`);
  if (them.statusMessage && them.statusMessage.trim().length >= 3) {
    const status = them.statusMessage.trim();
    const quoted = status.length > 60 ? `${status.slice(0, 57)}…` : status;
    candidates.push(`Your status says “${quoted}” — tell me more?`);
  }
  if (them.currentActivity && me.currentActivity !== them.currentActivity) candidates.push(THEIR_ACTIVITY[them.currentActivity]);
  if (!them.currentActivity) {
    // A chat without a live status: the meet point and the venue are what the two share.
    if (them.venueName) candidates.push(`What would you order first at ${them.venueName}?`);
    candidates.push('What is one place nearby you would recommend to someone new around here?');
  } else if (them.currentMood === 'open_to_chat' || them.currentMood === 'friendly') {
    candidates.push(`${ACTIVITY_LABELS[them.currentActivity]} and up for a chat — what is the best thing that happened to you today?`);
  } else {
    candidates.push(`I will keep it short since you are ${them.currentMood === 'focused' ? 'focused' : 'picky'}: what is one thing nearby you would recommend?`);
  }
  if (theirOwn[1]) candidates.push(`${theirOwn[1]} — how long have you been into that?`);
  candidates.push(them.currentActivity ? THEIR_ACTIVITY[them.currentActivity] : 'What has been the best part of your week so far?');

  return [...new Set(candidates)].slice(0, ICE_BREAKER_COUNT);
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
