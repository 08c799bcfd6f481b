import { describe, expect, it } from '@jest/globals';
import { ACTIVE_MATCH_MS, meetPointsShown } from '@converge/contracts';
import { chooseMeetPoint, isActiveMatch, matchUser, meetPointKeyOf } from './matches.rules.js';

describe('matches rules', () => {
  it("a meet point is one of the venue's, in the venue's spelling", () => {
    expect(chooseMeetPoint(['Main Bar', 'Lounge Area'], ' lounge area ')).toBe('Lounge Area');
    expect(chooseMeetPoint(['Main Bar'], 'My Flat')).toBeUndefined();
    expect(chooseMeetPoint(['Main Bar'], undefined)).toBeUndefined();
  });

  it('a match is active for 24 hours', () => {
    const now = Date.now();
    expect(isActiveMatch(new Date(now - ACTIVE_MATCH_MS + 1000), now)).toBe(true);
    expect(isActiveMatch(new Date(now - ACTIVE_MATCH_MS), now)).toBe(false);
  });

  it('a person without a card shows as Unknown User', () => {
    expect(matchUser('u1', undefined)).toEqual({ id: 'u1', profile: { displayName: 'Unknown User', photos: [], age: null, bio: '', isVerified: false } });
    expect(matchUser('u2', { user_id: 'u2', display_name: 'Robin', age: 30, bio: 'hi', photos: ['p'], is_verified: true }).profile).toEqual({
      displayName: 'Robin',
      photos: ['p'],
      age: 30,
      bio: 'hi',
      isVerified: true,
    });
  });
});

describe("the chosen meet point's key", () => {
  const defaults = meetPointsShown([]);
  const own = meetPointsShown(['Main Bar', 'Snug']);

  it('a default point of a venue without its own points has its key', () => {
    expect(meetPointKeyOf(defaults, 'Main Bar')).toBe('mainBar');
    expect(meetPointKeyOf(defaults, 'Outdoor Area')).toBe('outdoorArea');
  });

  it("a venue's own point has none, even spelt like a default; nor has no point or one the venue no longer lists", () => {
    expect(meetPointKeyOf(own, 'Main Bar')).toBeNull();
    expect(meetPointKeyOf(own, 'Snug')).toBeNull();
    expect(meetPointKeyOf(defaults, null)).toBeNull();
    expect(meetPointKeyOf(defaults, 'Terrace')).toBeNull();
  });
});
