import { z } from 'zod';

/**
 * Text every request may carry: no NUL byte and no lone UTF-16 surrogate. Postgres cannot
 * store either (a NUL ends a C string, a lone surrogate is not UTF-8), so they are refused here with a
 * 400 that names the field, before they reach a service.
 */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);

/** Fields whose name, split into words, is not what a person calls them. */
const FIELD_LABELS: Record<string, string> = {
  linkedinUrl: 'LinkedIn link',
  timezone: 'Time zone',
  currentActivity: 'Activity',
  currentMood: 'Mood',
  qrCode: 'QR code',
};

/** "displayName" → "Display name", ["contacts", 0, "email"] → "Email", [] → "This value". */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((segment) => typeof segment === 'string') as string | undefined;
  if (!last || last === '_') return 'This value';
  if (FIELD_LABELS[last]) return FIELD_LABELS[last];
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\bid\b/g, 'id');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const unsafeTextMessage = (path?: readonly PropertyKey[]) =>
  `${fieldLabel(path)} contains a character we cannot accept (a NUL byte or a broken character). Please remove it and try again.`;

/** A string schema that refuses NUL bytes and lone surrogates; chain .trim()/.max() as with z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(isSafeText, { error: (issue) => unsafeTextMessage(issue.path), abort: true });

/**
 * The first place in a request value (body, query, params: strings and object keys, at any depth)
 * holding a NUL byte or a lone surrogate, as a path; null when there is none.
 */
export function findUnsafeText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    // Stryker disable next-line EqualityOperator: one step past the end reads undefined, which holds no text and finds nothing.
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, '_'];
    const found = findUnsafeText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** "a" or "an" before a word, by how it sounds: an executive, an industry, a user, a one-off, an hour. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const w = word.trim().toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(one|once|uni|use|usu|uti|ure|eu|ewe)/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** The word with its article: "an executive", "a senior engineer". */
export const withArticle = (word: string) => `${indefiniteArticle(word)} ${word}`;

/** "Entry, Mid, Senior or Executive". */
const orList = (values: readonly unknown[]) => {
  const words = values.map(String);
  // Stryker disable next-line StringLiteral: a separator goes between two items, and this list has at most one.
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
};

/** What a value should have been, in words; zod says "int" for a number with a fraction where a whole one is wanted. */
const EXPECTED_KIND: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const plural = (n: number | bigint, word: string) => `${n.toLocaleString('en-US')} ${word}${Number(n) === 1 ? '' : 's'}`;

/**
 * The one mapping from schema issues to sentences a person reads, for the gateway's 400
 * answers (`message` and `fields`) and the web forms alike (both parse with the same schemas, and
 * `z.config` below makes this zod's wording everywhere): zod's own messages in words that name the
 * field ("Name is too long (at most 100 characters)"), a choice as "Choose an industry from the list."
 * A schema's own message wins over this (keep those sentences too); this wins over zod's
 * "Invalid input: expected string".
 */
export function describeIssue(issue: z.core.$ZodRawIssue): string | undefined {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      return `${label} must be ${EXPECTED_KIND[issue.expected] ?? `a ${issue.expected}`}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} is too long (at most ${plural(issue.maximum, 'character')}).`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} has too many entries (at most ${issue.maximum.toLocaleString('en-US')}).`;
      return `${label} must be at most ${issue.maximum.toLocaleString('en-US')}.`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${label} is required.` : `${label} is too short (at least ${plural(issue.minimum, 'character')}).`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} needs at least ${issue.minimum.toLocaleString('en-US')} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}.`;
      return `${label} must be at least ${issue.minimum.toLocaleString('en-US')}.`;
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return `${label} is not a valid id.`;
      if (issue.format === 'email') return 'Please enter a valid email address.';
      return `${label} is not in the expected format.`;
    case 'invalid_value':
      // A short choice reads as a sentence; a long one is a list on the form, so point at it.
      if (issue.values.length <= 4) return `${label} must be ${orList(issue.values)}.`;
      return `Choose ${withArticle(label.toLowerCase())} from the list.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys
        .slice(0, 5)
        .map((k) => k.slice(0, 40))
        .join(', ')}.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${label} is not valid.`;
  }
}

z.config({ customError: describeIssue });
