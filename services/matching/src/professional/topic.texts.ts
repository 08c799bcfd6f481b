/**
 * The topics we write (the rest are people's own tags), by their key in the web's `professional`
 * namespace, which has them in every language; the `{industry}`, `{mine}` and `{theirs}` arguments are
 * industries (INDUSTRIES), which the web shows by their `industry.<name>` key. English is also sent as text
 * (topic.texts.spec.ts checks it is the web's English).
 */
export const TOPIC_TEXTS = {
  'topic.trendsIn': 'Trends in {industry}',
  'topic.industriesMeet': '{mine} meets {theirs}',
} as const;
export type TopicKey = keyof typeof TOPIC_TEXTS;
