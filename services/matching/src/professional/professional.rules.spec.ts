import { describe, expect, it } from '@jest/globals';
import { byScore, commonInterests, industryScore, matchScore, networkingOpportunity, professionalMatch, seniorityScore, suggestedTopics } from './professional.rules.js';

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
    for (const [a, b] of [[ana, ben], [ben, cleo], [ana, cleo]] as const) {
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
    expect(networkingOpportunity(ana, ben)).toBe('Mentorship: Ben is a senior CTO at Ledgerly with expertise in machine learning and Fintech.');
    // "an executive", never "a executive" (issue 29).
    expect(networkingOpportunity(ana, { ...ben, displayName: 'Alice', seniority: 'Executive' })).toBe('Mentorship: Alice is an executive CTO at Ledgerly with expertise in machine learning and Fintech.');
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
    expect(entries.sort(byScore).map((e) => [e.professionalProfile.displayName, e.matchScore])).toEqual([['Ben', 100], ['Ann', 95], ['Cleo', 30]]);
  });
});
