import { describe, expect, it } from 'vitest';
import { parseTags, tagsProblem, toggleLookingFor, visibleTags } from './tags';

describe('live discovery tags', () => {
  it('shows three tags and +N', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('parses a comma list, dropping #, blanks and repeats', () => {
    expect(parseTags(' jazz, #Hiking,, jazz ,chess')).toEqual(['jazz', 'Hiking', 'chess']);
  });

  it('names the problem with too many or too long tags', () => {
    expect(tagsProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe('You can add at most 10 tags.');
    expect(tagsProblem(['x'.repeat(25)])).toMatch(/longer than 24 characters/);
    expect(tagsProblem(['ok'])).toBeNull();
  });

  it('follows the looking-for rules', () => {
    expect(toggleLookingFor(['Everyone'], 'Men')).toEqual(['Men']);
    expect(toggleLookingFor(['Men'], 'Women')).toEqual(['Men', 'Women']);
    expect(toggleLookingFor(['Men', 'Women'], 'Everyone')).toEqual(['Everyone']);
    expect(toggleLookingFor(['Men'], 'Men')).toEqual(['Everyone']);
  });
});
