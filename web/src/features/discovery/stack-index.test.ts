import { describe, expect, it } from 'vitest';
import { nextIndex } from './stack-index';

describe('discovery index rule', () => {
  it('advances while further profiles exist', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
  });
  it('stays on the last profile', () => {
    expect(nextIndex(2, 3)).toBe(2);
    expect(nextIndex(0, 1)).toBe(0);
  });
});
