import { filterLlmIceBreakers, sharedTags, templateIceBreakers, type IceBreakerSide } from './ice-breakers.rules.js';

const side = (over: Partial<IceBreakerSide>): IceBreakerSide => ({
  displayName: 'Sam',
  currentActivity: 'socializing',
  currentMood: 'open_to_chat',
  interestTags: [],
  statusMessage: null,
  venueName: null,
  ...over,
});

describe('ice breakers', () => {
  it('finds shared tags case-insensitively, ignoring a leading #', () => {
    expect(sharedTags(['Jazz', '#hiking', 'chess'], ['hiking', 'jazz', 'go'])).toEqual(['jazz', 'hiking']);
  });

  it('opens with what the two share: tags first, then the venue and the activity', () => {
    const me = side({ interestTags: ['jazz', 'Hiking'], currentActivity: 'coffee_break', venueName: 'Harbour Lights' });
    const them = side({ interestTags: ['hiking', 'jazz', 'photography'], currentActivity: 'coffee_break', venueName: 'Harbour Lights' });
    const breakers = templateIceBreakers(me, them);
    expect(breakers).toHaveLength(3);
    expect(breakers[0]).toContain('jazz');
    expect(breakers[0]).toContain('hiking');
    expect(breakers[1]).toContain('into jazz too');
    expect(breakers[2]).toContain('Harbour Lights');
  });

  it('without anything shared it uses the other person’s own tags, status and activity — different people, different openers', () => {
    const me = side({ interestTags: ['chess'], currentActivity: 'working' });
    const runner = templateIceBreakers(me, side({ interestTags: ['marathons'], currentActivity: 'exercising', statusMessage: 'Training for Berlin' }));
    const student = templateIceBreakers(me, side({ interestTags: ['physics'], currentActivity: 'studying', currentMood: 'focused' }));
    expect(runner).toHaveLength(3);
    expect(runner.join(' ')).toContain('marathons');
    expect(runner.join(' ')).toContain('Training for Berlin');
    expect(student.join(' ')).toContain('physics');
    expect(student.join(' ')).toMatch(/studying/i);
    expect(runner).not.toEqual(student);
  });

  it('always three distinct openers, never a bare greeting', () => {
    const breakers = templateIceBreakers(side({}), side({ currentMood: 'selective' }));
    expect(new Set(breakers).size).toBe(3);
    for (const b of breakers) {
      expect(b.length).toBeGreaterThan(20);
      expect(b).not.toMatch(/^(hi|hey|hello)\b/i);
    }
  });

  it('is deterministic', () => {
    const a = side({ interestTags: ['x', 'y'] });
    const b = side({ interestTags: ['y'], currentActivity: 'shopping' });
    expect(templateIceBreakers(a, b)).toEqual(templateIceBreakers(a, b));
  });
});

describe('LLM output filter', () => {
  it('keeps three clean openers and strips numbering', () => {
    expect(filterLlmIceBreakers('1. What got you into jazz, honestly?\n2) Which trail near here is your favourite?\n- Is the coffee here worth the queue?')).toEqual([
      'What got you into jazz, honestly?',
      'Which trail near here is your favourite?',
      'Is the coffee here worth the queue?',
    ]);
  });

  it('refuses links, contact details, bare greetings and short answers', () => {
    expect(filterLlmIceBreakers('Hi!\nVisit https://spam.example for more fun\nCall me on +1 555 123 4567 tonight')).toBeNull();
    expect(filterLlmIceBreakers('What got you into jazz, honestly?')).toBeNull();
  });
});
