import { mutualFit, preference, wants } from './looking-for.js';

describe('looking-for fit', () => {
  const man = (lf: string[]) => preference('Man', lf);
  const woman = (lf: string[]) => preference('Woman', lf);

  test('Everyone (the default) wants anyone, including people without a gender', () => {
    expect(wants(preference(null, ['Everyone']), preference(null, []))).toBe(true);
    expect(wants(preference('Woman', []), preference('Non-binary', ['Everyone']))).toBe(true);
  });

  test('a man looking for women and a woman looking for men fit both ways', () => {
    expect(mutualFit(man(['Women']), woman(['Men']))).toBe(true);
  });

  test('fit must hold both ways: a woman looking for women does not see a man looking for women', () => {
    expect(wants(man(['Women']), woman(['Women']))).toBe(true);
    expect(mutualFit(man(['Women']), woman(['Women']))).toBe(false);
  });

  test('two men looking for men fit; a man looking for men and a woman looking for everyone do not', () => {
    expect(mutualFit(man(['Men']), man(['Men']))).toBe(true);
    expect(mutualFit(man(['Men']), woman(['Everyone']))).toBe(false);
  });

  test('someone without a gender is only seen by people looking for everyone', () => {
    const nb = preference('Non-binary', ['Everyone']);
    expect(mutualFit(nb, woman(['Men', 'Women']))).toBe(false);
    expect(mutualFit(nb, woman(['Everyone']))).toBe(true);
  });

  test('Men and Women together want both but not other', () => {
    const both = preference('Woman', ['Men', 'Women']);
    expect(both.wantsAny).toBe(false);
    expect(both.wants.sort()).toEqual(['man', 'woman']);
    expect(wants(both, preference('Non-binary', []))).toBe(false);
  });

  test('gender spellings are normalised', () => {
    expect(preference('male', []).genderKey).toBe('man');
    expect(preference('FEMALE', []).genderKey).toBe('woman');
    expect(preference(undefined, []).genderKey).toBe('other');
  });
});
