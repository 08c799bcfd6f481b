import { describe, expect, it } from '@jest/globals';
import { INDUSTRIES } from '@converge/contracts';
import {
  byScore,
  canOpenRequest,
  commonInterests,
  industryScore,
  matchScore,
  meetingContextLine,
  networkingOpportunity,
  networkingOpportunityLine,
  professionalMatch,
  seniorityScore,
  suggestedTopicLines,
  suggestedTopics,
} from './professional.rules.js';

const ana = {
  displayName: 'Ana',
  jobTitle: 'Product Manager',
  company: 'Finly',
  industry: 'Technology' as const,
  seniority: 'Mid' as const,
  expertise: ['Product Strategy', 'Agile'],
  interests: ['Machine Learning', 'Fintech', 'Startups'],
};
const ben = {
  displayName: 'Ben',
  jobTitle: 'CTO',
  company: 'Ledgerly',
  industry: 'Technology' as const,
  seniority: 'Senior' as const,
  expertise: ['machine learning', 'Cloud Architecture', 'Fintech'],
  interests: ['Startups', 'Product Strategy'],
};
const cleo = {
  displayName: 'Cleo',
  jobTitle: 'Head Chef',
  company: '',
  industry: 'Hospitality' as const,
  seniority: 'Executive' as const,
  expertise: ['Menu Design'],
  interests: ['Wine'],
};

describe('professional match score', () => {
  it('scores a strong pair (same industry, one level apart, shared topics) at the top', () => {
    // 15 base + topics min(40, 10 + 0 + 12*3) = 40 + industry 25 + seniority 20
    expect(matchScore(ana, ben)).toBe(100);
  });

  it('scores a pair with nothing in common low, and grey', () => {
    // 15 + 0 + 5 (unrelated industries) + 10 (two levels apart)
    expect(matchScore(ana, cleo)).toBe(30);
  });

  it('is symmetric and stays within 0–100', () => {
    for (const [a, b] of [
      [ana, ben],
      [ben, cleo],
      [ana, cleo],
    ] as const) {
      expect(matchScore(a, b)).toBe(matchScore(b, a));
      expect(matchScore(a, b)).toBeGreaterThanOrEqual(0);
      expect(matchScore(a, b)).toBeLessThanOrEqual(100);
    }
  });

  it('counts industry affinity and seniority as the spec pair samples need', () => {
    expect(industryScore('Technology', 'Technology')).toBe(25);
    expect(industryScore('Technology', 'Finance')).toBe(15);
    expect(industryScore('Finance', 'Technology')).toBe(15);
    expect(industryScore('Technology', 'Hospitality')).toBe(5);
    expect(seniorityScore('Mid', 'Senior')).toBe(20);
    expect(seniorityScore('Senior', 'Senior')).toBe(15);
    expect(seniorityScore('Entry', 'Senior')).toBe(10);
    expect(seniorityScore('Entry', 'Executive')).toBe(5);
  });

  it('a related-industry peer with one shared interest lands in the yellow band', () => {
    const fin = { ...cleo, displayName: 'Dev', industry: 'Finance' as const, seniority: 'Mid' as const, expertise: ['Risk'], interests: ['Startups'] };
    // 15 + 10 + 15 + 15
    expect(matchScore(ana, fin)).toBe(55);
    const fin2 = { ...fin, expertise: ['Risk', 'Agile'], interests: ['Startups', 'Fintech'] };
    // 15 + min(40, 20 + 8) + 15 + 15 = 73
    expect(matchScore(ana, fin2)).toBe(73);
  });
});

describe('texts from the two profiles', () => {
  it('lists the shared tags in the other person’s spelling, case-insensitively', () => {
    expect(commonInterests(ana, ben)).toEqual(['Startups', 'Product Strategy', 'machine learning', 'Fintech']);
    expect(commonInterests(ana, cleo)).toEqual([]);
  });

  it('names mentorship when the other person is more senior and knows what I want to learn', () => {
    expect(networkingOpportunity(ana, ben)).toBe('Mentorship: Ben, CTO at Ledgerly (Senior), has expertise in machine learning and Fintech.');
    expect(networkingOpportunity(ana, { ...ben, displayName: 'Alice', seniority: 'Executive' })).toBe(
      'Mentorship: Alice, CTO at Ledgerly (Executive), has expertise in machine learning and Fintech.',
    );
    expect(networkingOpportunity(ben, ana)).toBe('Learn about Product Strategy from Ana, Product Manager at Finly.');
    const junior = { ...ana, expertise: [] };
    expect(networkingOpportunity(ben, junior)).toBe('Mentoring: Ana wants to learn about machine learning and Fintech, which you know well.');
    expect(networkingOpportunity(ana, cleo)).toBe('Broaden your network: Cleo works in Hospitality as Head Chef.');
  });

  it('suggests at most 4 topics, shared ones first, then the industries', () => {
    expect(suggestedTopics(ana, ben)).toEqual(['Startups', 'machine learning', 'Fintech', 'Product Strategy']);
    expect(suggestedTopics(ana, cleo)).toEqual(['Technology meets Hospitality']);
  });

  it('orders entries best first', () => {
    const twin = { ...ana, displayName: 'Ann' };
    const entries = [cleo, twin, ben].map((p, i) => ({ userId: `u${i}`, professionalProfile: p, ...professionalMatch(ana, p) }));
    // Ben 100, Ann 95 (15 + 40 + 25 + 15), Cleo 30
    expect(entries.sort(byScore).map((e) => [e.professionalProfile.displayName, e.matchScore])).toEqual([
      ['Ben', 100],
      ['Ann', 95],
      ['Cleo', 30],
    ]);
  });
});

// Cases mutation testing found untested: each pins a boundary or a branch the tests above left open.
describe('industry pairs', () => {
  /** Written out from the product table, not read from INDUSTRY_AFFINITY. */
  const related = [
    'Technology–Finance',
    'Technology–Healthcare',
    'Technology–Design',
    'Technology–Consulting',
    'Technology–Education',
    'Technology–Media',
    'Finance–Consulting',
    'Finance–Real Estate',
    'Finance–Legal',
    'Marketing–Media',
    'Marketing–Design',
    'Marketing–Retail',
    'Consulting–Legal',
    'Consulting–Healthcare',
    'Education–Nonprofit',
    'Government–Nonprofit',
    'Government–Legal',
    'Energy–Manufacturing',
    'Retail–Hospitality',
    'Manufacturing–Technology',
  ];

  it('every pair of industries scores 25 when the same (10 for Other), 15 when they work together, 5 otherwise, both ways round', () => {
    const pairs = new Set(related.flatMap((p) => [p, p.split('–').reverse().join('–')]));
    for (const a of INDUSTRIES)
      for (const b of INDUSTRIES) {
        const expected = a === b ? (a === 'Other' ? 10 : 25) : pairs.has(`${a}–${b}`) ? 15 : 5;
        expect([a, b, industryScore(a, b)]).toEqual([a, b, expected]);
      }
  });
});

describe('scores, part by part', () => {
  const base = { displayName: 'Eve', jobTitle: 'Engineer', company: '', industry: 'Energy' as const, seniority: 'Entry' as const, expertise: [] as string[], interests: [] as string[] };
  const other = { ...base, displayName: 'Finn', industry: 'Retail' as const, seniority: 'Executive' as const };

  it('a shared interest is 10, a shared expertise 8, something to learn from the other 12, at most 40', () => {
    // 15 base + 5 (unrelated) + 5 (three levels apart)
    expect(matchScore(base, other)).toBe(25);
    expect(matchScore({ ...base, interests: ['Solar'] }, { ...other, interests: [' solar '] })).toBe(35);
    expect(matchScore({ ...base, expertise: ['Solar'] }, { ...other, expertise: ['Solar'] })).toBe(33);
    expect(matchScore({ ...base, interests: ['Solar'] }, { ...other, expertise: ['Solar'] })).toBe(37);
    expect(matchScore({ ...base, expertise: ['Solar'] }, { ...other, interests: ['Solar'] })).toBe(37);
    expect(matchScore({ ...base, interests: ['A', 'B', 'C', 'D', 'E'] }, { ...other, interests: ['A', 'B', 'C', 'D', 'E'] })).toBe(65);
    // A tag listed twice counts once.
    expect(matchScore({ ...base, interests: ['Solar'] }, { ...other, interests: ['Solar', 'solar'] })).toBe(35);
  });

  it('seniority: peers 15, one level apart 20, two 10, three 5', () => {
    expect(seniorityScore('Executive', 'Executive')).toBe(15);
    expect(seniorityScore('Executive', 'Senior')).toBe(20);
    expect(seniorityScore('Mid', 'Executive')).toBe(10);
    expect(seniorityScore('Executive', 'Entry')).toBe(5);
  });

  it('two Others are not the same industry as two Technologists', () => {
    expect(matchScore({ ...base, industry: 'Other' }, { ...other, industry: 'Other', seniority: 'Entry' })).toBe(40);
  });
});

describe('the networking sentence names something real in every case', () => {
  const me = { displayName: 'Gus', jobTitle: 'Analyst', company: 'Finly', industry: 'Finance' as const, seniority: 'Mid' as const, expertise: ['Risk'], interests: ['Climate'] };
  const them = { displayName: 'Hana', jobTitle: 'Engineer', company: 'Sunly', industry: 'Energy' as const, seniority: 'Mid' as const, expertise: [] as string[], interests: [] as string[] };

  it('one topic is named on its own, never ", which you know well" with nothing before it', () => {
    expect(networkingOpportunity(me, { ...them, seniority: 'Senior', expertise: ['Climate'] })).toBe('Mentorship: Hana, Engineer at Sunly (Senior), has expertise in Climate.');
    expect(networkingOpportunity(me, { ...them, company: '', seniority: 'Senior', expertise: ['Climate'] })).toBe('Mentorship: Hana, Engineer (Senior), has expertise in Climate.');
    expect(networkingOpportunity(me, { ...them, expertise: ['Climate'] })).toBe('Learn about Climate from Hana, Engineer at Sunly.');
    expect(networkingOpportunity(me, { ...them, company: '', expertise: ['Climate'] })).toBe('Learn about Climate from Hana, Engineer.');
    expect(networkingOpportunity(me, { ...them, seniority: 'Entry', interests: ['Risk'] })).toBe('Mentoring: Hana wants to learn about Risk, which you know well.');
    expect(networkingOpportunity(me, { ...them, interests: ['Risk'] })).toBe('Share your expertise: Hana is interested in Risk.');
    expect(networkingOpportunity(me, { ...them, seniority: 'Senior', interests: ['Risk'] })).toBe('Share your expertise: Hana is interested in Risk.');
  });

  it('nothing to learn from a more junior person, nothing to teach a more senior one: the other sentences', () => {
    expect(networkingOpportunity(me, { ...them, seniority: 'Entry' })).toBe('Broaden your network: Hana works in Energy as Engineer at Sunly.');
    expect(networkingOpportunity(me, { ...them, company: '' })).toBe('Broaden your network: Hana works in Energy as Engineer.');
    expect(networkingOpportunity(me, { ...them, industry: 'Finance' })).toBe('Peer exchange in Finance: compare notes with Hana, Engineer at Sunly.');
    expect(networkingOpportunity(me, { ...them, industry: 'Finance', company: '' })).toBe('Peer exchange in Finance: compare notes with Hana, Engineer.');
    expect(networkingOpportunity(me, { ...them, industry: 'Legal' })).toBe('Cross-industry collaboration between Finance and Legal with Hana.');
  });

  it('three topics are "A, B and C" cut to two', () => {
    const many = { ...me, interests: ['A', 'B', 'C'] };
    expect(networkingOpportunity(many, { ...them, expertise: ['C', 'B', 'A'] })).toBe('Learn about C and B from Hana, Engineer at Sunly.');
    const knowsMany = { ...me, interests: [], expertise: ['A', 'B', 'C'] };
    expect(networkingOpportunity(knowsMany, { ...them, interests: ['C', 'B', 'A'] })).toBe('Share your expertise: Hana is interested in A and B.');
  });

  it('a tag written with a lookalike capital (the Kelvin sign for K) is the same tag', () => {
    expect(commonInterests({ ...me, interests: ['kayaking'] }, { ...them, interests: ['\u212Aayaking'] })).toEqual(['\u212Aayaking']);
  });

  it('topics: shared, then what each can learn, then the industry; same industry says "Trends in"', () => {
    const a = { ...me, interests: ['Climate', 'Bonds'], expertise: ['Risk', 'Audit'] };
    const b = { ...them, industry: 'Finance' as const, interests: ['Bonds', 'Risk'], expertise: ['Climate', 'Audit'] };
    expect(suggestedTopics(a, b)).toEqual(['Bonds', 'Climate', 'Risk', 'Audit']);
    expect(suggestedTopics(me, { ...them, industry: 'Finance' })).toEqual(['Trends in Finance']);
    expect(suggestedTopics(me, them)).toEqual(['Finance meets Energy']);
  });

  it('common interests: at most six, each once', () => {
    const tags = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(commonInterests({ ...me, interests: tags, expertise: [] }, { ...them, interests: tags, expertise: ['a'] })).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('the whole match object', () => {
    expect(professionalMatch(me, { ...them, expertise: ['Climate'] })).toEqual({
      matchScore: 15 + 12 + 5 + 15,
      commonInterests: ['Climate'],
      networkingOpportunity: 'Learn about Climate from Hana, Engineer at Sunly.',
      networkingOpportunityMessage: { key: 'opportunity.learnAt', params: { name: 'Hana', jobTitle: 'Engineer', company: 'Sunly', topic1: 'Climate' } },
      suggestedTopics: ['Climate', 'Finance meets Energy'],
      suggestedTopicMessages: [null, { key: 'topic.industriesMeet', params: { mine: 'Finance', theirs: 'Energy' } }],
    });
  });
});

describe("topics by key (the web shows the ones we wrote in the person's language)", () => {
  const me = { displayName: 'Gus', jobTitle: 'Analyst', company: 'Finly', industry: 'Finance' as const, seniority: 'Mid' as const, expertise: ['Risk'], interests: ['Climate'] };
  const them = { displayName: 'Hana', jobTitle: 'Engineer', company: 'Sunly', industry: 'Energy' as const, seniority: 'Mid' as const, expertise: [] as string[], interests: [] as string[] };

  it("a person's tag has no key; the industries have one, with the industries as arguments", () => {
    expect(suggestedTopicLines(me, { ...them, expertise: ['Climate'] })).toEqual([
      { text: 'Climate', message: null },
      { text: 'Finance meets Energy', message: { key: 'topic.industriesMeet', params: { mine: 'Finance', theirs: 'Energy' } } },
    ]);
    expect(suggestedTopicLines(me, { ...them, industry: 'Finance' })).toEqual([{ text: 'Trends in Finance', message: { key: 'topic.trendsIn', params: { industry: 'Finance' } } }]);
  });

  it("a tag spelt like the industry topic is one topic, at the tag's place", () => {
    const lines = suggestedTopicLines({ ...me, interests: ['trends in finance', 'Bonds'] }, { ...them, industry: 'Finance', interests: ['Trends in Finance', 'Bonds'] });
    expect(lines.map((l) => l.text)).toEqual(['Trends in Finance', 'Bonds']);
    expect(lines[0]!.message).toEqual({ key: 'topic.trendsIn', params: { industry: 'Finance' } });
  });
});

describe('order and limits', () => {
  const entry = (userId: string, displayName: string, matchScore: number) => ({ userId, matchScore, professionalProfile: { displayName } });

  it('equal scores by name, then by id', () => {
    const list = [entry('u3', 'Zoe', 80), entry('u2', 'Ann', 80), entry('u1', 'Ann', 80), entry('u4', 'Bob', 90)];
    expect(list.sort(byScore).map((e) => e.userId)).toEqual(['u4', 'u1', 'u2', 'u3']);
  });

  it('a request may be opened below the limit, not at it', () => {
    expect(canOpenRequest(0, 5)).toBe(true);
    expect(canOpenRequest(4, 5)).toBe(true);
    expect(canOpenRequest(5, 5)).toBe(false);
    expect(canOpenRequest(6, 5)).toBe(false);
  });
});

describe("the networking sentence and where both are, by key (the web shows them in the person's language)", () => {
  const me = { displayName: 'Gus', jobTitle: 'Analyst', company: 'Finly', industry: 'Finance' as const, seniority: 'Mid' as const, expertise: ['Risk'], interests: ['Climate'] };
  const them = { displayName: 'Hana', jobTitle: 'Engineer', company: 'Sunly', industry: 'Energy' as const, seniority: 'Mid' as const, expertise: [] as string[], interests: [] as string[] };
  const keyOf = (other: Parameters<typeof networkingOpportunityLine>[1], mine = me) => networkingOpportunityLine(mine, other).message;

  it("each sentence has its key, with the company only in an …At key; the person's words and the list values as arguments", () => {
    expect(keyOf({ ...them, seniority: 'Senior', expertise: ['Climate'] })).toEqual({
      key: 'opportunity.mentorshipAt',
      params: { name: 'Hana', jobTitle: 'Engineer', company: 'Sunly', seniority: 'Senior', topic1: 'Climate' },
    });
    expect(keyOf({ ...them, company: '', seniority: 'Senior', expertise: ['Climate'] })).toEqual({
      key: 'opportunity.mentorship',
      params: { name: 'Hana', jobTitle: 'Engineer', seniority: 'Senior', topic1: 'Climate' },
    });
    expect(keyOf({ ...them, company: '', expertise: ['Climate'] })).toEqual({ key: 'opportunity.learn', params: { name: 'Hana', jobTitle: 'Engineer', topic1: 'Climate' } });
    expect(keyOf({ ...them, seniority: 'Entry', interests: ['Risk'] })).toEqual({ key: 'opportunity.mentoring', params: { name: 'Hana', topic1: 'Risk' } });
    expect(keyOf({ ...them, interests: ['Risk'] })).toEqual({ key: 'opportunity.share', params: { name: 'Hana', topic1: 'Risk' } });
    expect(keyOf({ ...them, industry: 'Finance' })).toEqual({ key: 'opportunity.peersAt', params: { name: 'Hana', jobTitle: 'Engineer', company: 'Sunly', industry: 'Finance' } });
    expect(keyOf({ ...them, industry: 'Finance', company: '' })).toEqual({ key: 'opportunity.peers', params: { name: 'Hana', jobTitle: 'Engineer', industry: 'Finance' } });
    expect(keyOf({ ...them, industry: 'Legal' })).toEqual({ key: 'opportunity.crossIndustry', params: { name: 'Hana', mine: 'Finance', theirs: 'Legal' } });
    expect(keyOf(them)).toEqual({ key: 'opportunity.broadenAt', params: { name: 'Hana', jobTitle: 'Engineer', company: 'Sunly', industry: 'Energy' } });
    expect(keyOf({ ...them, company: '' })).toEqual({ key: 'opportunity.broaden', params: { name: 'Hana', jobTitle: 'Engineer', industry: 'Energy' } });
  });

  it('two topics are two arguments (the web lists them its way), the third left out', () => {
    const many = { ...me, interests: ['A', 'B', 'C'] };
    expect(networkingOpportunityLine(many, { ...them, expertise: ['C', 'B', 'A'] })).toEqual({
      text: 'Learn about C and B from Hana, Engineer at Sunly.',
      message: { key: 'opportunity.learnAt', params: { name: 'Hana', jobTitle: 'Engineer', company: 'Sunly', topic1: 'C', topic2: 'B' } },
    });
  });

  it('where both are: at the venue by its name, at a venue without one, or live nearby', () => {
    expect(meetingContextLine({ venue: 'Hub' })).toEqual({ text: 'Both networking at Hub', message: { key: 'context.atVenue', params: { venue: 'Hub' } } });
    expect(meetingContextLine({ venue: null })).toEqual({ text: 'Both networking at this venue', message: { key: 'context.atThisVenue', params: {} } });
    expect(meetingContextLine('live nearby')).toEqual({ text: 'Both live nearby', message: { key: 'context.liveNearby', params: {} } });
  });
});
