import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
// tailwind-merge's default configuration cut to the class groups in lib/class-groups.ts, written at build
// time (build/tailwind-merge-subset.ts): the rest of it never reaches the phone.
import { getConfig } from 'virtual:tailwind-merge-subset';

/** tailwind-merge with only the class groups the app uses (lib/class-groups.ts): its first call, on the first render, is half as long. */
const merge = createTailwindMerge(getConfig);

/** Joins class names and lets later Tailwind classes win over earlier ones (shadcn's cn). */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
