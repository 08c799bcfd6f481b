import type { Language } from './languages.js';

/** One message per language, with `{name}` arguments (the web's notation, without the ICU runtime). */
export type Translations<K extends string> = Record<Language, Record<K, string>>;

/**
 * A message with its `{name}` arguments filled. An argument that is not given stays as `{name}`, so a
 * missing value shows in the text instead of vanishing (the checks keep the placeholders equal).
 */
export function fill(template: string, args: Record<string, string | number> = {}): string {
  const parts = partsOf(template);
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    text += (Object.hasOwn(args, name) ? String(args[name]) : `{${name}}`) + parts[i + 1]!;
  }
  return text;
}

/**
 * A template split once into text and argument names (`['Hi ', 'name', '!']`): the texts are a fixed
 * set, and a live nearby page fills ~90 openers, where running the regular expression each time showed.
 */
const compiled = new Map<string, string[]>();
const COMPILED_MAX = 5000;

function partsOf(template: string): string[] {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    if (compiled.size < COMPILED_MAX) compiled.set(template, parts);
  }
  return parts;
}

/** The `{name}` arguments of a message, sorted and without repeats. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/**
 * What is wrong with a table of server texts, compared with English: a key missing (or extra) in a
 * language, an empty message, or placeholders that differ. Empty when all is well.
 */
export function translationProblems<K extends string>(table: Translations<K>): string[] {
  const problems: string[] = [];
  const english = table.en;
  for (const [lang, messages] of Object.entries(table) as Array<[Language, Record<string, string>]>) {
    for (const key of Object.keys(english)) {
      const message = messages[key];
      if (typeof message !== 'string' || !message.trim()) problems.push(`${lang}.${key}: missing`);
      else if (placeholdersOf(message).join() !== placeholdersOf(english[key as K]).join())
        problems.push(`${lang}.${key}: placeholders ${placeholdersOf(message).join(',')} ≠ ${placeholdersOf(english[key as K]).join(',')}`);
    }
    for (const key of Object.keys(messages)) if (!Object.hasOwn(english, key)) problems.push(`${lang}.${key}: not in English`);
  }
  return problems;
}
