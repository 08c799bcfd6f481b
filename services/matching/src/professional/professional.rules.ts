import { MEETING_CONTEXT_TEXTS, OPPORTUNITY_TEXTS, topicList, type MeetingContextKey, type OpportunityKey } from './opportunity.texts.js';
import { TOPIC_TEXTS, type TopicKey } from './topic.texts.js';
import { fill, SENIORITIES, type Industry, type ProfessionalProfile, type Seniority } from '@converge/contracts';

/**
 * Professional match scores, pure. A score is 0–100:
 * - topics, up to 40: each interest both share 10, each expertise both have 8, and each tag one
 *   person is interested in that the other has as expertise 12 (someone to learn from);
 * - industry, up to 25: the same industry 25, a neighbouring one (INDUSTRY_AFFINITY) 15, else 5;
 * - seniority, up to 20: one level apart (mentoring) 20, the same level (peers) 15, two apart 10, three 5;
 * - 15 for both being here to network.
 * The texts are built from the two profiles only.
 */
export const SCORE_BASE = 15;
export const TOPICS_MAX = 40;

/** Industries that work with each other a lot (symmetric). */
export const INDUSTRY_AFFINITY: ReadonlyArray<readonly [Industry, Industry]> = [
  ['Technology', 'Finance'],
  ['Technology', 'Healthcare'],
  ['Technology', 'Design'],
  ['Technology', 'Consulting'],
  ['Technology', 'Education'],
  ['Technology', 'Media'],
  ['Finance', 'Consulting'],
  ['Finance', 'Real Estate'],
  ['Finance', 'Legal'],
  ['Marketing', 'Media'],
  ['Marketing', 'Design'],
  ['Marketing', 'Retail'],
  ['Consulting', 'Legal'],
  ['Consulting', 'Healthcare'],
  ['Education', 'Nonprofit'],
  ['Government', 'Nonprofit'],
  ['Government', 'Legal'],
  ['Energy', 'Manufacturing'],
  ['Retail', 'Hospitality'],
  ['Manufacturing', 'Technology'],
];

type Person = Pick<ProfessionalProfile, 'displayName' | 'jobTitle' | 'company' | 'industry' | 'seniority' | 'expertise' | 'interests'>;

export interface ProfessionalMatch {
  matchScore: number;
  commonInterests: string[];
  networkingOpportunity: string;
  /** The key and arguments the web shows `networkingOpportunity` by. */
  networkingOpportunityMessage: OpportunityLine['message'];
  suggestedTopics: string[];
  /** Beside each of `suggestedTopics`: the key the web shows a topic we wrote by (null for a person's tag). */
  suggestedTopicMessages: Array<TopicLine['message']>;
}

export interface TopicLine {
  text: string;
  message: { key: TopicKey; params: Record<string, string> } | null;
}

export interface OpportunityLine {
  text: string;
  message: { key: OpportunityKey; params: Record<string, string> };
}

export interface MeetingContextLine {
  text: string;
  message: { key: MeetingContextKey; params: Record<string, string> };
}

const key = (tag: string) => tag.trim().toLowerCase();

/** Tags of `theirs` (their spelling) that are also in `mine`, in their order, without repeats. */
function overlap(mine: readonly string[], theirs: readonly string[]): string[] {
  const wanted = new Set(mine.map(key));
  const seen = new Set<string>();
  return theirs.filter((t) => {
    const k = key(t);
    if (!wanted.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function uniqueTags(tags: string[]): string[] {
  return [...new Map(tags.map((t) => [key(t), t])).values()];
}

export function industriesRelated(a: Industry, b: Industry): boolean {
  return INDUSTRY_AFFINITY.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

export function industryScore(a: Industry, b: Industry): number {
  if (a === b) return a === 'Other' ? 10 : 25;
  return industriesRelated(a, b) ? 15 : 5;
}

const level = (s: Seniority) => SENIORITIES.indexOf(s);

export function seniorityScore(a: Seniority, b: Seniority): number {
  const gap = Math.abs(level(a) - level(b));
  return [15, 20, 10, 5][gap] ?? 5;
}

export function topicsScore(me: Person, them: Person): number {
  const sharedInterests = overlap(me.interests, them.interests).length;
  const sharedExpertise = overlap(me.expertise, them.expertise).length;
  const learnFromThem = overlap(me.interests, them.expertise).length;
  const learnFromMe = overlap(them.interests, me.expertise).length;
  return Math.min(TOPICS_MAX, 10 * sharedInterests + 8 * sharedExpertise + 12 * (learnFromThem + learnFromMe));
}

/** The same for both people (symmetric). */
export function matchScore(me: Person, them: Person): number {
  const total = SCORE_BASE + topicsScore(me, them) + industryScore(me.industry, them.industry) + seniorityScore(me.seniority, them.seniority);
  return Math.max(0, Math.min(100, Math.round(total)));
}

/** The tags as `{topic1}` and, when there are two, `{topic2}` (what to learn or teach is cut to two). */
const topicParams = (tags: string[]): Record<string, string> => Object.fromEntries(tags.slice(0, 2).map((tag, i) => [`topic${i + 1}`, tag]));

function opportunity(base: OpportunityKey, params: Record<string, string>, company = ''): OpportunityLine {
  const key = company ? (`${base}At` as OpportunityKey) : base;
  const all = company ? { ...params, company } : params;
  const topics = [all.topic1, all.topic2].filter((t): t is string => t !== undefined);
  return { text: fill(OPPORTUNITY_TEXTS[key], { ...all, topics: topicList(topics) }), message: { key, params: all } };
}

/** What the viewer (`me`) can get from meeting `them`, in one sentence, with the key the web shows it by. */
export function networkingOpportunityLine(me: Person, them: Person): OpportunityLine {
  const learn = overlap(me.interests, them.expertise);
  const teach = overlap(them.interests, me.expertise);
  const gap = level(them.seniority) - level(me.seniority);
  const name = them.displayName;
  const { jobTitle, company } = them;
  if (learn.length && gap > 0) return opportunity('opportunity.mentorship', { name, jobTitle, seniority: them.seniority, ...topicParams(learn) }, company);
  if (learn.length) return opportunity('opportunity.learn', { name, jobTitle, ...topicParams(learn) }, company);
  if (teach.length && gap < 0) return opportunity('opportunity.mentoring', { name, ...topicParams(teach) });
  if (teach.length) return opportunity('opportunity.share', { name, ...topicParams(teach) });
  if (me.industry === them.industry) return opportunity('opportunity.peers', { name, jobTitle, industry: them.industry }, company);
  if (industriesRelated(me.industry, them.industry)) return opportunity('opportunity.crossIndustry', { name, mine: me.industry, theirs: them.industry });
  return opportunity('opportunity.broaden', { name, jobTitle, industry: them.industry }, company);
}

export function networkingOpportunity(me: Person, them: Person): string {
  return networkingOpportunityLine(me, them).text;
}

/** Where both people are: at the caller's venue (by its name, when it has one), or live near each other. */
export function meetingContextLine(where: { venue: string | null } | 'live nearby'): MeetingContextLine {
  if (where === 'live nearby') return { text: MEETING_CONTEXT_TEXTS['context.liveNearby'], message: { key: 'context.liveNearby', params: {} } };
  if (where.venue === null) return { text: MEETING_CONTEXT_TEXTS['context.atThisVenue'], message: { key: 'context.atThisVenue', params: {} } };
  const params = { venue: where.venue };
  return { text: fill(MEETING_CONTEXT_TEXTS['context.atVenue'], params), message: { key: 'context.atVenue', params } };
}

function topic(key: TopicKey, params: Record<string, string>): TopicLine {
  return { text: fill(TOPIC_TEXTS[key], params), message: { key, params } };
}

/** Up to 4 conversation starters: shared interests, what one can teach the other, then the industries. */
export function suggestedTopicLines(me: Person, them: Person): TopicLine[] {
  const tags = [...overlap(me.interests, them.interests), ...overlap(me.interests, them.expertise), ...overlap(them.interests, me.expertise), ...overlap(me.expertise, them.expertise)];
  const industry = me.industry === them.industry ? topic('topic.trendsIn', { industry: them.industry }) : topic('topic.industriesMeet', { mine: me.industry, theirs: them.industry });
  // As uniqueTags: one per spelling, at its first place, the last of the same spelling kept.
  return [...new Map([...tags.map((text): TopicLine => ({ text, message: null })), industry].map((line) => [key(line.text), line])).values()].slice(0, 4);
}

export function suggestedTopics(me: Person, them: Person): string[] {
  return suggestedTopicLines(me, them).map((line) => line.text);
}

/** The tags both people list (as interest or expertise), in the other person's spelling. */
export function commonInterests(me: Person, them: Person): string[] {
  const mine = [...me.interests, ...me.expertise];
  return uniqueTags(overlap(mine, [...them.interests, ...them.expertise])).slice(0, 6);
}

export function professionalMatch(me: Person, them: Person): ProfessionalMatch {
  const topics = suggestedTopicLines(me, them);
  const opportunityLine = networkingOpportunityLine(me, them);
  return {
    matchScore: matchScore(me, them),
    commonInterests: commonInterests(me, them),
    networkingOpportunity: opportunityLine.text,
    networkingOpportunityMessage: opportunityLine.message,
    suggestedTopics: topics.map((line) => line.text),
    suggestedTopicMessages: topics.map((line) => line.message),
  };
}

/** Best match first; equal scores by name, then id, so the order is the same on every read. */
export function byScore<T extends { matchScore: number; userId: string; professionalProfile: { displayName: string } }>(a: T, b: T): number {
  return b.matchScore - a.matchScore || a.professionalProfile.displayName.localeCompare(b.professionalProfile.displayName) || a.userId.localeCompare(b.userId);
}

/** How many requests a person may still open, and whether a new one is allowed. */
export function canOpenRequest(openRequests: number, max: number): boolean {
  return openRequests < max;
}
