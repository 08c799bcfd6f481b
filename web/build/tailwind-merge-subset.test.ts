import { getDefaultConfig, validators } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
// The module the plugin writes (vitest.config.ts runs it too), as `cn` imports it.
import { getConfig } from 'virtual:tailwind-merge-subset';
import { CLASS_GROUPS_IN_USE } from '../src/lib/class-groups.ts';
import { tailwindMergeSubsetSource, themeKeyOf } from './tailwind-merge-subset.ts';

const validatorName = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** A configuration value with its functions named (`validator:isNumber`, `theme:spacing`), to compare two of them. */
function named(value: unknown): unknown {
  if (typeof value === 'function') {
    if (validatorName.has(value)) return `validator:${validatorName.get(value)}`;
    if ((value as { isThemeGetter?: boolean }).isThemeGetter) return `theme:${themeKeyOf(value)}`;
    return `unknown function ${String(value)}`;
  }
  if (Array.isArray(value)) return value.map(named);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, named(item)]));
  return value;
}

/** Every string of a value (its `theme:…` names among them). */
const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);

describe('tailwind-merge configuration for the class groups in use', () => {
  const all = getDefaultConfig();
  const subset = getConfig();
  const inUse = new Set(CLASS_GROUPS_IN_USE);

  it('has every group in use, as the default configuration has it, and no other', () => {
    expect(Object.keys(subset.classGroups).sort()).toEqual([...CLASS_GROUPS_IN_USE].sort());
    for (const group of CLASS_GROUPS_IN_USE) {
      expect(named(subset.classGroups[group]), group).toEqual(named(all.classGroups[group as keyof typeof all.classGroups]));
    }
  });

  it('keeps the conflicts between groups in use', () => {
    for (const key of ['conflictingClassGroups', 'conflictingClassGroupModifiers'] as const) {
      const expected = Object.fromEntries(
        Object.entries(all[key])
          .filter(([group]) => inUse.has(group))
          .map(([group, others]) => [group, others.filter((other) => inUse.has(other))]),
      );
      expect(subset[key], key).toEqual(expected);
    }
    expect(subset.postfixLookupClassGroups).toEqual((all.postfixLookupClassGroups ?? []).filter((group) => inUse.has(group)));
  });

  it('keeps the theme scales its groups read and the rest of the configuration as it is', () => {
    const read = new Set(
      strings(named([subset.classGroups, subset.theme]))
        .filter((s) => s.startsWith('theme:'))
        .map((s) => s.slice('theme:'.length)),
    );
    expect(Object.keys(subset.theme).sort()).toEqual([...read].sort());
    expect(named(subset.theme)).toEqual(named(Object.fromEntries(Object.entries(all.theme).filter(([key]) => read.has(key)))));
    expect(subset.cacheSize).toBe(all.cacheSize);
    expect(subset.orderSensitiveModifiers).toEqual(all.orderSensitiveModifiers);
  });

  it('resolves every function to one of tailwind-merge’s validators or a theme getter', () => {
    expect(strings(named(subset)).filter((s) => s.startsWith('unknown function'))).toEqual([]);
    const source = tailwindMergeSubsetSource(CLASS_GROUPS_IN_USE);
    const [, destructured] = /const \{ ([^}]*) \} = validators;/.exec(source)!;
    for (const name of destructured!.split(', ')) expect(validators).toHaveProperty(name);
  });

  it('ships no class group the app does not use', () => {
    const source = tailwindMergeSubsetSource(['display']);
    expect(source).toContain('"display"');
    expect(source).not.toContain('mix-blend');
    expect(source).not.toContain('fromTheme("color")');
  });

  it('refuses a function it cannot write, and a group tailwind-merge does not know', () => {
    const strange = { ...all, classGroups: { ...all.classGroups, display: [(value: string) => value === 'x'] } };
    expect(() => tailwindMergeSubsetSource(['display'], strange)).toThrow(/classGroups\.display\[0\] that is neither one of its validators nor a theme getter/);
    expect(() => tailwindMergeSubsetSource(['display', 'no-such-group'])).toThrow("tailwind-merge has no class group 'no-such-group'");
  });

  it('names the theme key a getter reads', () => {
    const getter = all.classGroups.p[0]!.p!.find((item) => typeof item === 'function' && 'isThemeGetter' in item);
    expect(themeKeyOf(getter as never)).toBe('spacing');
  });
});
