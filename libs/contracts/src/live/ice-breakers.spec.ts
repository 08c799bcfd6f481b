import { meetPointIceBreaker, templateIceBreakers, type IceBreakerSide } from './ice-breakers.js';

// The chat's starters: no live status, the match's venue and, once chosen, its meet point.
const side = (over: Partial<IceBreakerSide>): IceBreakerSide => ({
  displayName: 'Sam',
  currentActivity: null,
  currentMood: null,
  interestTags: [],
  statusMessage: null,
  venueName: 'Harbour Lights',
  ...over,
});

describe('starters with a meet point', () => {
  it('open by proposing the chosen meet point, then keep what the two share', () => {
    const breakers = templateIceBreakers(side({ interestTags: ['hiking', 'jazz'], meetPoint: 'Main Bar' }), side({ interestTags: ['jazz', 'hiking'], meetPoint: 'Main Bar' }));
    expect(breakers).toEqual([
      'Shall we meet at the Main Bar? Tell me when you are on your way.',
      'We both like hiking and jazz — which one has been taking more of your time lately?',
      'You are into hiking too! How did you get started with it?',
    ]);
  });

  it('follow the meet point when it changes', () => {
    const before = templateIceBreakers(side({ meetPoint: 'Main Bar' }), side({ meetPoint: 'Main Bar' }));
    const after = templateIceBreakers(side({ meetPoint: 'Terrace' }), side({ meetPoint: 'Terrace' }));
    expect(before[0]).toContain('the Main Bar');
    expect(after[0]).toContain('the Terrace');
    expect(after.join('\n')).not.toContain('Main Bar');
  });

  it('without a meet point (or without the same one on both sides) nothing proposes one', () => {
    for (const [mine, theirs] of [
      [undefined, undefined],
      [null, null],
      ['  ', '  '],
      ['Main Bar', null],
      ['Main Bar', 'Entrance'],
    ] as const) {
      const breakers = templateIceBreakers(side({ meetPoint: mine }), side({ meetPoint: theirs }));
      expect(breakers).toHaveLength(3);
      expect(breakers.join('\n')).not.toMatch(/Shall we meet/);
      expect(breakers.join('\n')).toContain('Harbour Lights');
    }
  });

  it('uses "the" only where the name does not bring its own article or owner', () => {
    expect(meetPointIceBreaker(' Entrance ')).toBe('Shall we meet at the Entrance? Tell me when you are on your way.');
    expect(meetPointIceBreaker('The Snug')).toMatch(/^Shall we meet at The Snug\?/);
    expect(meetPointIceBreaker("Bob's corner")).toMatch(/^Shall we meet at Bob's corner\?/);
  });
});
