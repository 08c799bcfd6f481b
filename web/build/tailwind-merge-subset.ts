import { getDefaultConfig, validators, type Config } from 'tailwind-merge';
import type { Plugin } from 'vite';
import { CLASS_GROUPS_IN_USE } from '../src/lib/class-groups.ts';

/** The module `cn` (src/lib/utils.ts) imports its tailwind-merge configuration from. */
export const TAILWIND_MERGE_SUBSET_MODULE = 'virtual:tailwind-merge-subset';
const resolvedId = `\0${TAILWIND_MERGE_SUBSET_MODULE}`;

/**
 * Gives `cn` tailwind-merge's configuration for the class groups the app uses (src/lib/class-groups.ts)
 * as code written at build time, in place of `getDefaultConfig()`.
 *
 * Filtering the default configuration in the browser still shipped all of it (19 KB minified), 13 KB
 * (3 KB compressed) more than the groups in use need, in the app's core file that every signed-in screen
 * downloads before it draws anything. Here Node runs `getDefaultConfig()` and writes out only what the
 * groups in use need. A plugin rather than a committed file: the code follows the installed tailwind-merge
 * and the list of groups without a step to remember. The dev server and vitest restart when
 * class-groups.ts changes (their configuration file imports it), so they see the new list too.
 */
export function tailwindMergeSubset(groups: readonly string[] = CLASS_GROUPS_IN_USE): Plugin {
  let source: string | undefined;
  return {
    name: 'converge-tailwind-merge-subset',
    resolveId: (id) => (id === TAILWIND_MERGE_SUBSET_MODULE ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? (source ??= tailwindMergeSubsetSource(groups)) : undefined),
  };
}

type Value = unknown;

/**
 * The source of a module exporting `getConfig()`: `getDefaultConfig()` with only `groups` (their class
 * groups, the conflicts between them, the theme scales they read), for `createTailwindMerge`.
 *
 * The configuration's functions are tailwind-merge's validators, written by name (`isNumber`), and
 * theme getters (`fromTheme('spacing')`). Anything else cannot be written as code, so it throws.
 */
export function tailwindMergeSubsetSource(groups: readonly string[], all: Config<string, string> = getDefaultConfig()): string {
  const kept = new Set(groups);
  const unknown = groups.filter((group) => !Object.hasOwn(all.classGroups, group));
  if (unknown.length) throw new Error(`tailwind-merge has no class group ${unknown.map((g) => `'${g}'`).join(', ')} (lib/class-groups.ts)`);

  const inUse = <T>(byGroup: Partial<Record<string, T>>, each: (value: T) => T = (value) => value) =>
    Object.fromEntries(Object.entries(byGroup).flatMap(([group, value]) => (kept.has(group) && value !== undefined ? [[group, each(value)]] : [])));
  // A conflict with a group the app never writes can never apply: no class is found in that group.
  const keptGroups = (ids: readonly string[]) => ids.filter((id) => kept.has(id));

  const subset: Record<string, Value> = { ...all };
  subset.classGroups = inUse(all.classGroups);
  subset.conflictingClassGroups = inUse<readonly string[]>(all.conflictingClassGroups, keptGroups);
  subset.conflictingClassGroupModifiers = inUse<readonly string[]>(all.conflictingClassGroupModifiers, keptGroups);
  if (all.postfixLookupClassGroups) subset.postfixLookupClassGroups = keptGroups(all.postfixLookupClassGroups);

  const writer = new ConfigWriter();
  // The theme's scales that the kept groups read, and those that these read in turn (a Set's loop visits
  // what is added during it).
  writer.write(subset.classGroups, 'classGroups');
  for (const key of writer.themeKeys) writer.write(all.theme[key] ?? [], `theme.${key}`);
  subset.theme = Object.fromEntries(Object.entries(all.theme).filter(([key]) => writer.themeKeys.has(key)));

  const body = Object.entries(subset)
    .map(([key, value]) => `    ${JSON.stringify(key)}: ${writer.write(value, key)},`)
    .join('\n');
  const getters = [...writer.themeKeys].sort().map((key) => `const ${themeConst(key)} = fromTheme(${JSON.stringify(key)});`);
  const used = [...writer.validators].sort();
  return [
    "// Written by web/build/tailwind-merge-subset.ts from tailwind-merge's getDefaultConfig(): only the class groups in lib/class-groups.ts.",
    "import { fromTheme, validators } from 'tailwind-merge';",
    // Local names, which the minifier shortens (`validators.isArbitraryValue` appears about eighty times).
    // tailwind-merge exports its validators only as this one object, so the unused few still ship (< 1 KB).
    ...(used.length ? [`const { ${used.join(', ')} } = validators;`] : []),
    ...getters,
    'export const getConfig = () => ({',
    body,
    '});',
    '',
  ].join('\n');
}

const validatorNames = new Map<Value, string>(Object.entries(validators).map(([name, validator]) => [validator, name]));

const themeConst = (key: string) => `theme_${key.replace(/[^A-Za-z0-9]/g, '_')}`;

/** Writes configuration values as JavaScript, noting which validators and theme scales they use. */
class ConfigWriter {
  readonly themeKeys = new Set<string>();
  readonly validators = new Set<string>();

  write(value: Value, at: string): string {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
    if (typeof value === 'function') return this.writeFunction(value, at);
    if (Array.isArray(value)) return `[${value.map((item, i) => this.write(item, `${at}[${i}]`)).join(', ')}]`;
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const entries = Object.entries(value as Record<string, Value>).map(([key, item]) => `${JSON.stringify(key)}: ${this.write(item, `${at}.${key}`)}`);
      return `{ ${entries.join(', ')} }`;
    }
    throw new Error(`tailwind-merge's configuration has a value at ${at} that cannot be written as code: ${String(value)}`);
  }

  private writeFunction(fn: Function, at: string): string {
    const validator = validatorNames.get(fn);
    if (validator) {
      this.validators.add(validator);
      return validator;
    }
    if ((fn as { isThemeGetter?: boolean }).isThemeGetter) {
      const key = themeKeyOf(fn);
      this.themeKeys.add(key);
      return themeConst(key);
    }
    throw new Error(
      `tailwind-merge's configuration has a function at ${at} that is neither one of its validators nor a theme getter: ${String(fn).slice(0, 120)} ` +
        '(a tailwind-merge upgrade? teach web/build/tailwind-merge-subset.ts to write it)',
    );
  }
}

/** The theme key a `fromTheme(key)` getter reads, found by handing it a theme that notes what is read. */
export function themeKeyOf(getter: Function): string {
  const read: string[] = [];
  const theme = new Proxy({}, { get: (_, key) => (typeof key === 'string' && read.push(key), []) });
  getter(theme);
  if (read.length !== 1) throw new Error(`a theme getter read ${read.length} theme keys (${read.join(', ')}), not one`);
  return read[0]!;
}
