import { fill } from '../i18n/messages.js';
import { ICE_BREAKER_COUNT, ICE_BREAKER_TEXTS, meetPointIceBreaker, templateIceBreakerLines, templateIceBreakers, type IceBreakerSide } from './ice-breakers.js';

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

describe("each opener by key (the web shows the key in the person's language)", () => {
  const live = (over: Partial<IceBreakerSide>): IceBreakerSide => side({ currentActivity: 'studying', currentMood: 'focused', venueName: null, ...over });

  it("the English text is the key's English message filled with its arguments", () => {
    const pairs = [
      [side({ interestTags: ['hiking', 'jazz'], meetPoint: 'Main Bar' }), side({ interestTags: ['jazz', 'hiking'], meetPoint: 'Main Bar' })],
      [live({ currentActivity: 'working', interestTags: ['chess'] }), live({ currentActivity: 'working', interestTags: ['chess', 'go', 'tea'], statusMessage: 'Busy busy' })],
      [live({ currentActivity: 'shopping' }), live({ currentMood: 'friendly', statusMessage: 'x'.repeat(80) })],
    ] as const;
    for (const [me, them] of pairs) {
      const lines = templateIceBreakerLines(me, them);
      expect(lines).toHaveLength(ICE_BREAKER_COUNT);
      for (const line of lines) expect(line.text).toBe(fill(ICE_BREAKER_TEXTS[line.message!.key], line.message!.params));
      expect(lines.map((l) => l.text)).toEqual(templateIceBreakers(me, them));
    }
  });

  it('the meet point picks "the" by key, and passes the name as it is', () => {
    expect(templateIceBreakerLines(side({ meetPoint: ' Entrance ' }), side({ meetPoint: 'Entrance' }))[0]!.message).toEqual({ key: 'meetAtThe', params: { meetPoint: 'Entrance' } });
    expect(templateIceBreakerLines(side({ meetPoint: 'The Snug' }), side({ meetPoint: 'The Snug' }))[0]!.message).toEqual({ key: 'meetAt', params: { meetPoint: 'The Snug' } });
  });

  it('shared tags, the venue and the same activity (with and without a shared tag) each have their key', () => {
    expect(templateIceBreakerLines(side({ interestTags: ['#Jazz', 'hiking'] }), side({ interestTags: ['jazz', 'Hiking'] })).map((l) => l.message)).toEqual([
      { key: 'sharedTwo', params: { first: 'jazz', second: 'Hiking' } },
      { key: 'sharedOne', params: { tag: 'jazz' } },
      { key: 'sameVenue', params: { venue: 'Harbour Lights' } },
    ]);
    expect(templateIceBreakerLines(live({ interestTags: ['chess'] }), live({ interestTags: ['chess'] }))[1]!.message).toEqual({ key: 'sameActivityTag.studying', params: { tag: 'chess' } });
    expect(templateIceBreakerLines(live({}), live({}))[0]!.message).toEqual({ key: 'sameActivity.studying', params: {} });
  });

  it('what the other person shows: their tag, their status (cut at 60), their activity, their mood', () => {
    const lines = templateIceBreakerLines(live({ currentActivity: 'working' }), live({ interestTags: ['chess'], statusMessage: `  ${'y'.repeat(61)} ` }));
    expect(lines.map((l) => l.message)).toEqual([
      { key: 'theirTag', params: { tag: 'chess' } },
      { key: 'status', params: { status: `${'y'.repeat(57)}…` } },
      { key: 'theirActivity.studying', params: {} },
    ]);
    const moods = (mood: IceBreakerSide['currentMood']) =>
      templateIceBreakerLines(live({ currentActivity: 'working' }), live({ currentActivity: 'exercising', currentMood: mood }))[1]!.message!.key;
    expect(moods('open_to_chat')).toBe('upForChat.exercising');
    expect(moods('friendly')).toBe('upForChat.exercising');
    expect(moods('focused')).toBe('keepShortFocused');
    expect(moods('selective')).toBe('keepShortPicky');
  });

  it('a chat without a live status: the venue, a place to recommend, a second tag, the week', () => {
    expect(templateIceBreakerLines(side({ venueName: 'Elsewhere' }), side({})).map((l) => l.message)).toEqual([
      { key: 'orderFirst', params: { venue: 'Harbour Lights' } },
      { key: 'recommendPlace', params: {} },
      { key: 'bestOfWeek', params: {} },
    ]);
    expect(templateIceBreakerLines(side({ venueName: null }), side({ venueName: null, interestTags: ['a1', 'b2'] })).map((l) => l.message!.key)).toEqual([
      'theirTag',
      'recommendPlace',
      'howLong',
    ]);
  });
});
