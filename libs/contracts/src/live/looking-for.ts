/**
 * "Looking for" fit in live discovery, both ways: each person is who their profile says (gender) and
 * wants Everyone (the default), Men or Women. Two people see each other only when each wants the other.
 */
export type GenderGroup = 'man' | 'woman' | 'other';

export interface Seeker {
  gender: string | null | undefined;
  lookingFor: readonly string[] | null | undefined;
}

export function genderGroup(gender: string | null | undefined): GenderGroup {
  const g = (gender ?? '').trim().toLowerCase();
  if (['man', 'men', 'male', 'm'].includes(g)) return 'man';
  if (['woman', 'women', 'female', 'f', 'w'].includes(g)) return 'woman';
  return 'other';
}

/** Empty or containing "Everyone" means anyone; otherwise the groups named. */
export function wantedGroups(lookingFor: readonly string[] | null | undefined): 'any' | Set<GenderGroup> {
  const wanted = new Set<GenderGroup>();
  if (!lookingFor || lookingFor.length === 0) return 'any';
  for (const choice of lookingFor) {
    const c = choice.trim().toLowerCase();
    if (c === 'everyone') return 'any';
    if (c === 'men') wanted.add('man');
    else if (c === 'women') wanted.add('woman');
  }
  return wanted.size === 0 ? 'any' : wanted;
}

export function wantsPerson(seeker: Seeker, other: Seeker): boolean {
  const wanted = wantedGroups(seeker.lookingFor);
  return wanted === 'any' || wanted.has(genderGroup(other.gender));
}

export function lookingForFits(a: Seeker, b: Seeker): boolean {
  return wantsPerson(a, b) && wantsPerson(b, a);
}
