import { MODERATION_CATEGORIES } from '@converge/contracts';
import { score } from './evaluate.js';
import { LABELLED_MESSAGES } from './labelled-messages.js';
import { classifyLocally } from './local-classifier.js';

describe('the labelled set', () => {
  test('holds at least 200 messages of every kind, with known labels', () => {
    expect(LABELLED_MESSAGES.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(LABELLED_MESSAGES.map((m) => m.kind));
    for (const kind of ['kind', 'flirty', 'rude', 'threatening', 'hateful', 'sexual', 'scammy', 'off_platform']) expect(kinds).toContain(kind);
    for (const m of LABELLED_MESSAGES) for (const l of m.labels) expect(MODERATION_CATEGORIES).toContain(l);
  });

  test('the local classifier keeps precision ≥ 0.9 and recall ≥ 0.8 on it', () => {
    const result = score(LABELLED_MESSAGES, classifyLocally);
    expect(result.precision).toBeGreaterThanOrEqual(0.9);
    expect(result.recall).toBeGreaterThanOrEqual(0.8);
  });

  test('no flirty message is flagged', () => {
    const flirty = LABELLED_MESSAGES.filter((m) => m.kind === 'flirty');
    expect(flirty.filter((m) => classifyLocally(m.text).length > 0).map((m) => m.text)).toEqual([]);
  });
});
