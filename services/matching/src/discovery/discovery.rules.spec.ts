import { describe, expect, it } from '@jest/globals';
import type { DiscoveryProfile } from '@converge/contracts';
import { feedIsFull, feedPage, isCheckedInAt } from './discovery.rules.js';

const card = (id: string) => ({ id }) as DiscoveryProfile;

describe('discovery rules', () => {
  it('a venue is open to the caller only where they are checked in now', () => {
    expect(isCheckedInAt({ venueId: 'v1' }, 'v1')).toBe(true);
    expect(isCheckedInAt({ venueId: 'v1' }, 'v2')).toBe(false);
    expect(isCheckedInAt(null, 'v1')).toBe(false);
  });

  it('the page is the ring from the seed, then the wrapped part, at most the limit', () => {
    expect(feedPage([card('a'), card('b')], [card('c'), card('d')], 3).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(feedPage([], [card('c')], 3).map((c) => c.id)).toEqual(['c']);
  });

  it('a first read that reached the limit needs no second read', () => {
    expect(feedIsFull(2, 2)).toBe(true);
    expect(feedIsFull(3, 2)).toBe(true);
    expect(feedIsFull(1, 2)).toBe(false);
  });
});
