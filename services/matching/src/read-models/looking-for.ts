/**
 * "Looking for" fit, both ways. A profile is reduced to who it is (gender key) and whom it wants
 * (any, or a set of gender keys), so discovery's SQL compares two small columns per side.
 */
export type GenderKey = 'man' | 'woman' | 'other';

export interface Preference {
  genderKey: GenderKey;
  wantsAny: boolean;
  wants: GenderKey[];
}

export function genderKey(gender: string | null | undefined): GenderKey {
  const g = (gender ?? '').trim().toLowerCase();
  if (['man', 'men', 'male', 'm'].includes(g)) return 'man';
  if (['woman', 'women', 'female', 'f', 'w'].includes(g)) return 'woman';
  return 'other';
}

/** Empty or "Everyone" (the default) means anyone; "Men"/"Women" narrow it. */
export function preference(gender: string | null | undefined, lookingFor: readonly string[] | null | undefined): Preference {
  const wanted = new Set<GenderKey>();
  let wantsAny = !lookingFor || lookingFor.length === 0;
  for (const choice of lookingFor ?? []) {
    const c = choice.trim().toLowerCase();
    if (c === 'everyone') wantsAny = true;
    else if (c === 'men') wanted.add('man');
    else if (c === 'women') wanted.add('woman');
  }
  return { genderKey: genderKey(gender), wantsAny, wants: wantsAny ? [] : [...wanted] };
}

/** Does `a` want someone like `b`? */
export function wants(a: Preference, b: Preference): boolean {
  return a.wantsAny || a.wants.includes(b.genderKey);
}

/** Both must want each other to see each other. */
export function mutualFit(a: Preference, b: Preference): boolean {
  return wants(a, b) && wants(b, a);
}

/** Who sees the caller when the read model has no card for them yet: anyone, no narrowing. */
export const OPEN_PREFERENCE: Preference = { genderKey: 'other', wantsAny: true, wants: [] };
