import { z } from 'zod';
import { fieldLabel, issueOf, issueSentence } from './issue-sentences.js';

export { fieldLabel, indefiniteArticle, withArticle } from './issue-sentences.js';

/**
 * Text every request may carry: no NUL byte and no lone UTF-16 surrogate. Postgres cannot
 * store either (a NUL ends a C string, a lone surrogate is not UTF-8), so they are refused here with a
 * 400 that names the field, before they reach a service.
 */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);

export const unsafeTextMessage = (path?: readonly PropertyKey[]) => issueSentence('UNSAFE_TEXT', {}, fieldLabel(path));

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

/**
 * The one mapping from schema issues to sentences a person reads (`issue-sentences.ts`: a code and
 * parameters per kind, one English sentence per code), for the gateway's 400 answers (`message`,
 * `fields` and `issues`) and the web forms alike (both parse with the same schemas, and `z.config`
 * below makes this zod's wording everywhere): zod's own messages in words that name the
 * field ("Name is too long (at most 100 characters)"), a choice as "Choose an industry from the list."
 * A schema's own message wins over this (keep those sentences too); this wins over zod's
 * "Invalid input: expected string".
 */
export function describeIssue(issue: z.core.$ZodRawIssue): string {
  const { code, params } = issueOf(issue);
  return issueSentence(code, params, fieldLabel(issue.path));
}

z.config({ customError: describeIssue });
