import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS_IN_USE } from './class-groups';
import { cn } from './utils';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every word of every string in the app's code that could be a class name (more than are: harmless). */
function classNamesInTheApp(): string[] {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, , text] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1).)*)\1/g)) {
          for (const word of text!.split(/\s+/)) if (/^[!-]?[a-z@[]/.test(word) && word.length < 80) words.add(word);
        }
      }
    }
  };
  visit(SRC);
  return [...words];
}

/** A class without its variants (`md:hover:px-2` → `px-2`; a colon inside brackets stays). */
function utility(name: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[' || name[i] === '(') depth++;
    else if (name[i] === ']' || name[i] === ')') depth--;
    else if (name[i] === ':' && depth === 0) start = i + 1;
  }
  return name.slice(start).replace(/^!|!$/g, '');
}

describe('cn, with the class groups the app uses', () => {
  const classNames = classNamesInTheApp();

  it('knows the group of every class the app writes (a missing group is named here: add it to lib/class-groups.ts)', () => {
    const all = getDefaultConfig();
    const utilities = [...new Set(classNames.map(utility))];
    const missing = Object.entries(all.classGroups)
      .filter(([group]) => !CLASS_GROUPS_IN_USE.includes(group))
      .filter(([group, classes]) => {
        // Alone with a probe it conflicts with, a class of the group removes the probe.
        const only = createTailwindMerge(() => ({
          ...all,
          classGroups: { [group]: classes, probe: ['probe-class'] },
          conflictingClassGroups: { [group]: ['probe'] },
          conflictingClassGroupModifiers: {},
        }));
        return utilities.some((name) => only(`probe-class ${name}`) === name);
      })
      .map(([group]) => group);
    expect(missing).toEqual([]);
  }, 30_000);

  it('merges the app’s classes as tailwind-merge with every group does', () => {
    expect(cn('px-2 py-1 bg-muted', 'p-3 bg-primary')).toBe('p-3 bg-primary');
    expect(cn('h-10 rounded-md', 'md:h-12 h-12')).toBe('rounded-md md:h-12 h-12');
    // Each class against forty others spread over the app (every pair is ten million merges).
    const differ: string[] = [];
    for (let i = 0; i < classNames.length && differ.length < 10; i++) {
      for (let k = 1; k <= 40; k++) {
        const pair = `${classNames[i]} ${classNames[(i * 31 + k * 97) % classNames.length]}`;
        if (cn(pair) !== twMerge(pair)) differ.push(pair);
      }
    }
    expect(differ).toEqual([]);
  }, 30_000);
});
