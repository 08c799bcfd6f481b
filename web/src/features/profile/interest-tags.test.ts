import { describe, expect, it } from 'vitest';
import { interestTagsProblem, move, parseInterestTags } from './interest-tags';

describe('interest tags', () => {
  it('splits on commas, trims and drops duplicates of any case', () => {
    expect(parseInterestTags(' jazz, coffee ,Jazz,,  live   music ')).toEqual(['jazz', 'coffee', 'live music']);
  });
  it('says what the server would refuse', () => {
    expect(interestTagsProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe('You can add at most 10 interest tags.');
    expect(interestTagsProblem(['x'.repeat(25)])).toBe('An interest tag can be at most 24 characters.');
    expect(interestTagsProblem(['jazz'])).toBeNull();
  });
});

describe('move', () => {
  it('moves an item to the front (the main photo) and keeps the others in order', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
