import { lookingForFits, wantedGroups } from './looking-for.js';

describe('looking-for fit', () => {
  it('Everyone (or nothing chosen) wants anyone', () => {
    expect(wantedGroups(undefined)).toBe('any');
    expect(wantedGroups([])).toBe('any');
    expect(wantedGroups(['Women', 'Everyone'])).toBe('any');
  });

  it('must fit both ways', () => {
    const womanForMen = { gender: 'woman', lookingFor: ['Men'] };
    const manForWomen = { gender: 'man', lookingFor: ['Women'] };
    const manForMen = { gender: 'man', lookingFor: ['Men'] };
    const anyone = { gender: null, lookingFor: ['Everyone'] };
    expect(lookingForFits(womanForMen, manForWomen)).toBe(true);
    expect(lookingForFits(manForWomen, manForMen)).toBe(false);
    expect(lookingForFits(manForMen, manForMen)).toBe(true);
    expect(lookingForFits(womanForMen, anyone)).toBe(false); // no gender given: not a man
    expect(lookingForFits(anyone, { gender: 'female', lookingFor: [] })).toBe(true);
  });
});
