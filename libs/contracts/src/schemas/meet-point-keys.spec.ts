import { describe, expect, it } from '@jest/globals';
import { matchViewFromCreated, meetPointsShown } from './matching.js';
import { DEFAULT_MEET_POINTS, defaultMeetPointKey } from './venue.js';

describe("the default meet points' keys", () => {
  it('a default point has its key while the venue uses the defaults, never otherwise', () => {
    expect(DEFAULT_MEET_POINTS.map((p) => defaultMeetPointKey(p, true))).toEqual(['mainBar', 'loungeArea', 'entrance', 'danceFloor', 'outdoorArea']);
    expect(defaultMeetPointKey('Main Bar', false)).toBeNull();
    expect(defaultMeetPointKey('main bar', true)).toBeNull();
    expect(defaultMeetPointKey('toString', true)).toBeNull();
    expect(defaultMeetPointKey(null, true)).toBeNull();
  });

  it('a venue without points shows the defaults with their keys; its own points as typed, without', () => {
    for (const none of [null, undefined, []]) {
      expect(meetPointsShown(none)).toEqual({ meetPoints: [...DEFAULT_MEET_POINTS], meetPointKeys: ['mainBar', 'loungeArea', 'entrance', 'danceFloor', 'outdoorArea'] });
    }
    expect(meetPointsShown(['Main Bar', 'Snug'])).toEqual({ meetPoints: ['Main Bar', 'Snug'], meetPointKeys: [null, null] });
  });

  it('"It\'s a Match!" from the event: the defaults (also for an empty list) with keys, no point chosen yet', () => {
    const data = {
      matchId: 'm',
      userAId: 'a',
      userBId: 'b',
      venueId: 'v',
      venueName: 'V',
      createdAt: '2026-01-01T00:00:00Z',
      userA: { id: 'a', profile: { displayName: 'A', photos: [], age: null, bio: '' } },
    };
    const both = { ...data, userB: { ...data.userA, id: 'b' } };
    expect(matchViewFromCreated({ ...both, meetPoints: [] }, 'a')).toMatchObject({
      venue: { meetPoints: [...DEFAULT_MEET_POINTS], meetPointKeys: ['mainBar', 'loungeArea', 'entrance', 'danceFloor', 'outdoorArea'] },
      meetPointKey: null,
    });
    expect(matchViewFromCreated(both, 'a')!.venue.meetPointKeys).toHaveLength(5);
    expect(matchViewFromCreated({ ...both, meetPoints: ['Snug'] }, 'a')!.venue).toMatchObject({ meetPoints: ['Snug'], meetPointKeys: [null] });
  });
});
