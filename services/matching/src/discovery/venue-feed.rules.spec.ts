import { describe, expect, it } from '@jest/globals';
import { cardsJson, feedPage, isVisibleTo, ringStart, visibleRing, type FeedPerson, type FeedViewer } from './venue-feed.rules.js';

const person = (userId: string, p: Partial<FeedPerson> = {}): FeedPerson => ({
  userId,
  feedRank: 0,
  expiresAtMs: 2_000,
  incognito: false,
  genderKey: 'woman',
  wantsAny: true,
  wants: [],
  age: 30,
  verified: false,
  card: `{"id":"${userId}"}`,
  ...p,
});

const viewer = (v: Partial<FeedViewer> = {}): FeedViewer => ({
  userId: 'me',
  seed: 0,
  nowMs: 1_000,
  genderKey: 'man',
  wantsAny: true,
  wants: [],
  ageMin: null,
  ageMax: null,
  onlyVerified: false,
  hidden: new Set(),
  incognitoFans: new Set(),
  ...v,
});

const ids = (people: Iterable<FeedPerson>) => [...people].map((p) => p.userId);

describe('the visibility rule over a held venue feed', () => {
  it('shows someone checked in, not the viewer, not once the check-in has ended by the read clock', () => {
    expect(isVisibleTo(person('a'), viewer())).toBe(true);
    expect(isVisibleTo(person('me'), viewer())).toBe(false);
    expect(isVisibleTo(person('a', { expiresAtMs: 1_000 }), viewer())).toBe(false);
    expect(isVisibleTo(person('a', { expiresAtMs: 1_001 }), viewer())).toBe(true);
  });

  it('hides people the viewer excluded, was excluded by or liked', () => {
    expect(isVisibleTo(person('a'), viewer({ hidden: new Set(['a']) }))).toBe(false);
    expect(isVisibleTo(person('a'), viewer({ hidden: new Set(['b']) }))).toBe(true);
  });

  it('hides an incognito person unless they liked the viewer', () => {
    expect(isVisibleTo(person('a', { incognito: true }), viewer())).toBe(false);
    expect(isVisibleTo(person('a', { incognito: true }), viewer({ incognitoFans: new Set(['a']) }))).toBe(true);
    expect(isVisibleTo(person('a'), viewer({ incognitoFans: new Set(['b']) }))).toBe(true);
  });

  it('"looking for" must fit both ways; a viewer without a card wants anyone and is of no narrowed gender', () => {
    expect(isVisibleTo(person('a'), viewer({ wantsAny: false, wants: ['woman'] }))).toBe(true);
    expect(isVisibleTo(person('a'), viewer({ wantsAny: false, wants: ['man'] }))).toBe(false);
    expect(isVisibleTo(person('a'), viewer({ wantsAny: false, wants: null }))).toBe(false);
    expect(isVisibleTo(person('a'), viewer({ wantsAny: null, wants: null }))).toBe(true);
    expect(isVisibleTo(person('a', { wantsAny: false, wants: ['man'] }), viewer())).toBe(true);
    expect(isVisibleTo(person('a', { wantsAny: false, wants: ['woman'] }), viewer())).toBe(false);
    expect(isVisibleTo(person('a', { wantsAny: false, wants: ['other'] }), viewer({ genderKey: null }))).toBe(true);
    expect(isVisibleTo(person('a', { wantsAny: false, wants: ['man'] }), viewer({ genderKey: null }))).toBe(false);
  });

  it('applies "verified only" and the age range, both ends included', () => {
    expect(isVisibleTo(person('a'), viewer({ onlyVerified: true }))).toBe(false);
    expect(isVisibleTo(person('a', { verified: true }), viewer({ onlyVerified: true }))).toBe(true);
    expect(isVisibleTo(person('a', { age: 25 }), viewer({ ageMin: 25, ageMax: 25 }))).toBe(true);
    expect(isVisibleTo(person('a', { age: 24 }), viewer({ ageMin: 25 }))).toBe(false);
    expect(isVisibleTo(person('a', { age: 26 }), viewer({ ageMax: 25 }))).toBe(false);
    expect(isVisibleTo(person('a', { age: 18 }), viewer({ ageMin: null, ageMax: null }))).toBe(true);
    expect(isVisibleTo(person('a', { age: 1_000 }), viewer())).toBe(true);
    expect(isVisibleTo(person('a', { age: 1_001 }), viewer())).toBe(false);
    expect(isVisibleTo(person('a', { age: -1 }), viewer())).toBe(false);
  });
});

describe('the ring', () => {
  const people = [person('a', { feedRank: -5 }), person('b', { feedRank: 0 }), person('c', { feedRank: 0 }), person('d', { feedRank: 7 })];

  it('starts at the first person at or after the seed', () => {
    expect(ringStart(people, -9)).toBe(0);
    expect(ringStart(people, -5)).toBe(0);
    expect(ringStart(people, -4)).toBe(1);
    expect(ringStart(people, 0)).toBe(1);
    expect(ringStart(people, 7)).toBe(3);
    expect(ringStart(people, 8)).toBe(4);
    expect(ringStart([], 3)).toBe(0);
  });

  it('goes round from the seed, the visible people only', () => {
    expect(ids(visibleRing(people, viewer({ seed: 1 })))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(visibleRing(people, viewer({ seed: 8 })))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(visibleRing(people, viewer({ seed: 0, hidden: new Set(['c']) })))).toEqual(['b', 'd', 'a']);
    expect(ids(visibleRing([], viewer()))).toEqual([]);
  });
});

describe('the page', () => {
  const people = Array.from({ length: 10 }, (_, i) => person(`p${i}`, { feedRank: i }));

  it('is the first `limit` visible people of the ring, without asking about passes when there are none', async () => {
    expect(ids(await feedPage(people, viewer({ seed: 8 }), 4, null))).toEqual(['p8', 'p9', 'p0', 'p1']);
    expect(ids(await feedPage(people.slice(0, 2), viewer(), 4, null))).toEqual(['p0', 'p1']);
  });

  it('leaves out people passed, asking about the page and then about twice as many more each round', async () => {
    const asked: string[][] = [];
    const passed = new Set(['p1', 'p2', 'p3', 'p6']);
    const passedAmong = async (candidates: string[]) => {
      asked.push(candidates);
      return new Set(candidates.filter((id) => passed.has(id)));
    };
    expect(ids(await feedPage(people, viewer(), 3, passedAmong))).toEqual(['p0', 'p4', 'p5']);
    expect(asked).toEqual([
      ['p0', 'p1', 'p2'],
      ['p3', 'p4', 'p5', 'p6', 'p7', 'p8'],
    ]);
  });

  it("asks about passes once when the page's people were not passed", async () => {
    const asked: string[][] = [];
    const passedAmong = async (candidates: string[]) => {
      asked.push(candidates);
      return new Set<string>();
    };
    expect(ids(await feedPage(people, viewer(), 3, passedAmong))).toEqual(['p0', 'p1', 'p2']);
    expect(asked).toEqual([['p0', 'p1', 'p2']]);
  });

  it('stops when the ring is done, however many were passed', async () => {
    const passedAmong = async (candidates: string[]) => new Set(candidates);
    expect(await feedPage(people, viewer(), 3, passedAmong)).toEqual([]);
    expect(ids(await feedPage(people, viewer(), 20, async () => new Set()))).toHaveLength(10);
  });

  it('is one JSON array of the cards as held', () => {
    expect(cardsJson([person('a'), person('b')])).toBe('[{"id":"a"},{"id":"b"}]');
    expect(cardsJson([])).toBe('[]');
  });
});
