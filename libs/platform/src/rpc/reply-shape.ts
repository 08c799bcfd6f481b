import type { ZodType } from 'zod';
import { issueFields } from './to-rpc-error.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null;
};

/** `{ "items.0.secret": "not in the schema" }`: what `sent` carries that zod left out of `parsed`. */
export function undeclaredFields(sent: unknown, parsed: unknown, path: string[] = [], found: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let i = 0; i < sent.length; i++) {
      path.push(String(i));
      undeclaredFields(sent[i], parsed[i], path, found);
      path.pop();
    }
  } else if (isPlainObject(sent) && isPlainObject(parsed)) {
    for (const key in sent) {
      if (!Object.hasOwn(sent, key)) continue;
      path.push(key);
      // An undefined property is not sent (JSON leaves it out).
      if (!Object.hasOwn(parsed, key)) {
        if (sent[key] !== undefined) found[path.join('.')] = 'not in the schema';
      } else undeclaredFields(sent[key], parsed[key], path, found);
      path.pop();
    }
  }
  return found;
}

/**
 * How `value` departs from `schema`, by field path (`_` for the root): zod's issues, and when `strict`
 * also every field the schema does not declare (zod's objects drop those silently from the parsed copy,
 * but the value itself is what is sent). Empty when it matches. Shared by the gateway's @Answers check
 * and the RPC server's reply check.
 */
export function shapeIssues(schema: ZodType, value: unknown, strict: boolean): Record<string, string> {
  const result = schema.safeParse(value);
  if (!result.success) return issueFields(result.error);
  return strict ? undeclaredFields(value, result.data) : {};
}
