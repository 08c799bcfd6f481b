import { describe, expect, it } from '@jest/globals';
import { ACTIVE_MATCH_MS } from '@converge/contracts';
import { chooseMeetPoint, isActiveMatch, matchUser } from './matches.rules.js';

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
