import type { LookingForOption } from '@converge/contracts';

/**
 * Choosing Everyone clears the others; choosing another removes
 * Everyone; unselecting the last option falls back to Everyone.
 */
export function toggleLookingFor(current: LookingForOption[], option: LookingForOption): LookingForOption[] {
  if (option === 'Everyone') return ['Everyone'];
  const without = current.filter((o) => o !== 'Everyone');
  const next = without.includes(option) ? without.filter((o) => o !== option) : [...without, option];
  return next.length === 0 ? ['Everyone'] : next;
}
