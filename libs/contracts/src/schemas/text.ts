import { z } from 'zod';

/**
 * Text every request may carry (issue 19): no NUL byte and no lone UTF-16 surrogate. Postgres cannot
 * store either (a NUL ends a C string, a lone surrogate is not UTF-8), so they are refused here with a
 * 400 that names the field, before they reach a service.
 */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);

/** "displayName" → "Display name", ["contacts", 0, "email"] → "Email", [] → "This value". */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((segment) => typeof segment === 'string') as string | undefined;
  if (!last || last === '_') return 'This value';
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
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { error: (issue) => unsafeTextMessage(issue.path), abort: true });

/**
 * The first place in a request value (body, query, params: strings and object keys, at any depth)
 * holding a NUL byte or a lone surrogate, as a path; null when there is none.
 */
export function findUnsafeText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
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

const plural = (n: number | bigint, word: string) => `${n.toLocaleString('en-US')} ${word}${Number(n) === 1 ? '' : 's'}`;

/**
 * zod's own messages in words that name the field ("Name is too long (at most 100 characters)").
 * A schema's own message wins over this; this wins over zod's "Invalid input: expected string".
 */
export function describeIssue(issue: z.core.$ZodRawIssue): string | undefined {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      return `${label} must be ${issue.expected === 'string' ? 'text' : issue.expected === 'number' || issue.expected === 'int' ? 'a number' : issue.expected === 'boolean' ? 'true or false' : issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}.`;
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
      return `${label} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.slice(0, 5).map((k) => k.slice(0, 40)).join(', ')}.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${label} is not valid.`;
  }
}

z.config({ customError: describeIssue });
