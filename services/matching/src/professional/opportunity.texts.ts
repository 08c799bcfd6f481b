/**
 * The networking opportunity line and the meeting context we write, by their key in the web's
 * `professional` namespace, which has them in every language. The arguments are data: `{name}`,
 * `{jobTitle}`, `{company}` and the tags (`{topic1}`, `{topic2}`, which the web lists as `{topics}` in the
 * language's way) are what the person wrote; `{industry}`, `{mine}`, `{theirs}` and `{seniority}` are values
 * of the fixed lists, which the web shows by their `industry.<name>` and `seniority.<name>` keys; `{venue}`
 * is the venue's own name. English is also sent as text (opportunity.texts.spec.ts checks it is the web's
 * English). A line that names the other person's company has a key of its own (`…At`).
 */
export const OPPORTUNITY_TEXTS = {
  'opportunity.mentorship': 'Mentorship: {name}, {jobTitle} ({seniority}), has expertise in {topics}.',
  'opportunity.mentorshipAt': 'Mentorship: {name}, {jobTitle} at {company} ({seniority}), has expertise in {topics}.',
  'opportunity.learn': 'Learn about {topics} from {name}, {jobTitle}.',
  'opportunity.learnAt': 'Learn about {topics} from {name}, {jobTitle} at {company}.',
  'opportunity.mentoring': 'Mentoring: {name} wants to learn about {topics}, which you know well.',
  'opportunity.share': 'Share your expertise: {name} is interested in {topics}.',
  'opportunity.peers': 'Peer exchange in {industry}: compare notes with {name}, {jobTitle}.',
  'opportunity.peersAt': 'Peer exchange in {industry}: compare notes with {name}, {jobTitle} at {company}.',
  'opportunity.crossIndustry': 'Cross-industry collaboration between {mine} and {theirs} with {name}.',
  'opportunity.broaden': 'Broaden your network: {name} works in {industry} as {jobTitle}.',
  'opportunity.broadenAt': 'Broaden your network: {name} works in {industry} as {jobTitle} at {company}.',
} as const;
export type OpportunityKey = keyof typeof OPPORTUNITY_TEXTS;

/** Where both people are: at a venue (its name, or "this venue" when it has none) or live nearby. */
export const MEETING_CONTEXT_TEXTS = {
  'context.atVenue': 'Both networking at {venue}',
  'context.atThisVenue': 'Both networking at this venue',
  'context.liveNearby': 'Both live nearby',
} as const;
export type MeetingContextKey = keyof typeof MEETING_CONTEXT_TEXTS;

/** "A" or "A and B": the English of `{topics}` (the web lists them with Intl.ListFormat, the same in English). */
export const topicList = (topics: readonly string[]) => topics.join(' and ');
