import { describe, expect, it } from '@jest/globals';
import { createEnvelope } from './envelope.js';

describe('event envelopes', () => {
  it('get UUIDv7 ids that are unique and in the order they were made, also within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => createEnvelope('Test', {}, 'test').id);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carry the time they were made in the id', () => {
    const before = Date.now();
    const { id } = createEnvelope('Test', {}, 'test');
    const msecs = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now());
  });
});
