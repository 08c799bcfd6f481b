import { describe, expect, it } from 'vitest';
import { toggleLookingFor } from './looking-for';

describe('toggleLookingFor', () => {
  it('Everyone clears the others', () => {
    expect(toggleLookingFor(['Men', 'Women'], 'Everyone')).toEqual(['Everyone']);
  });
  it('choosing another removes Everyone', () => {
    expect(toggleLookingFor(['Everyone'], 'Women')).toEqual(['Women']);
    expect(toggleLookingFor(['Women'], 'Men')).toEqual(['Women', 'Men']);
  });
  it('unselecting the last option falls back to Everyone', () => {
    expect(toggleLookingFor(['Women'], 'Women')).toEqual(['Everyone']);
  });
});
