import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { TOPIC_TEXTS } from './topic.texts.js';

describe('the topics we write', () => {
  it("the English the server sends is the web's English message", () => {
    const web = JSON.parse(readFileSync(new URL('../../../../web/src/locales/en/professional.json', import.meta.url), 'utf8')) as Record<string, string>;
    for (const [key, english] of Object.entries(TOPIC_TEXTS)) expect({ key, english: web[key] }).toEqual({ key, english });
  });
});
