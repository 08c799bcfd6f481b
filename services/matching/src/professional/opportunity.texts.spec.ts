import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { MEETING_CONTEXT_TEXTS, OPPORTUNITY_TEXTS, topicList } from './opportunity.texts.js';

describe('the networking sentences and meeting contexts we write', () => {
  it("the English the server sends is the web's English message", () => {
    const web = JSON.parse(readFileSync(new URL('../../../../web/src/locales/en/professional.json', import.meta.url), 'utf8')) as Record<string, string>;
    for (const [key, english] of Object.entries({ ...OPPORTUNITY_TEXTS, ...MEETING_CONTEXT_TEXTS })) expect({ key, english: web[key] }).toEqual({ key, english });
  });

  it("the English list of topics is the one the web's English makes", () => {
    const list = new Intl.ListFormat('en', { type: 'conjunction' });
    for (const topics of [['Go'], ['Go', 'Rust']]) expect(topicList(topics)).toBe(list.format(topics));
  });
});
