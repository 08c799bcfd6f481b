import { describe, expect, it } from '@jest/globals';
import { createEnvelope } from '../events/envelope.js';
import { timeOrderedId } from './time-ordered-id.js';

describe('time-ordered ids', () => {
  it('are UUIDv7, unique and in the order they were made, also within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => (i % 2 ? timeOrderedId() : createEnvelope('Test', {}, 'test').id));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carry the time they were made', () => {
    const before = Date.now();
    const id = timeOrderedId();
    const msecs = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now());
  });
});
