import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import * as contracts from '../index.js';
import { UNCODED_SENTENCE, schemaIssue } from './issue-sentences.js';

/**
 * Every sentence a schema of the contracts can answer with has a code (its own, or a generic one), so
 * it reaches a German or Arabic person in their language. This walks the exported schemas for their
 * own messages (`error:` of a type, a check or a refinement) and reads the schema files for the ones a
 * `superRefine` adds, and fails on a sentence that would go out as `SCHEMA_MESSAGE`.
 */

type Def = Record<string, unknown> & { checks?: unknown[]; error?: unknown };
const defOf = (value: unknown): Def | undefined => (value as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** What a schema's `error:` says for an absent and for a wrong value (a function may say either). */
function messagesOf(error: unknown): string[] {
  if (typeof error !== 'function') return [];
  const out: string[] = [];
  for (const input of [undefined, 'x', 1]) {
    const said = (error as (issue: unknown) => unknown)({ code: 'custom', input, path: ['field'] });
    const message = typeof said === 'string' ? said : (said as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') out.push(message);
  }
  return out;
}

function collect(schema: unknown, found: Set<string>, seen: Set<unknown>): void {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  for (const message of messagesOf(def.error)) found.add(message);
  for (const check of def.checks ?? []) for (const message of messagesOf(defOf(check)?.error)) found.add(message);
  const inner = [def.innerType, def.in, def.out, def.element, def.left, def.right, def.keyType, def.valueType, def.rest, def.schema];
  for (const child of inner) collect(child, found, seen);
  for (const child of Object.values((def.shape as Record<string, unknown> | undefined) ?? {})) collect(child, found, seen);
  for (const child of (def.options as unknown[] | undefined) ?? []) collect(child, found, seen);
  for (const child of (def.items as unknown[] | undefined) ?? []) collect(child, found, seen);
}

/** The messages `ctx.addIssue` adds in a `superRefine` (a string, or an exported constant of the contracts). */
function addedIssueMessages(): string[] {
  const folder = dirname(fileURLToPath(import.meta.url));
  const out: string[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))) {
    const source = readFileSync(join(folder, file), 'utf8');
    for (const [, body] of source.matchAll(/addIssue\(\{([^}]*)\}\)/g)) {
      const literal = /message: '([^']+)'/.exec(body!);
      const constant = /message: ([A-Z_]+)\b/.exec(body!);
      if (literal) out.push(literal[1]!);
      else if (constant) out.push(String((contracts as Record<string, unknown>)[constant[1]!]));
      else throw new Error(`${file}: an addIssue whose message this test cannot read: ${body}`);
    }
  }
  return out;
}

export function schemaMessages(): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  for (const value of Object.values(contracts)) if (value instanceof z.ZodType) collect(value, found, seen);
  for (const message of addedIssueMessages()) found.add(message);
  return [...found];
}

test("every schema's own sentence has a code, so it is said in the person's language", () => {
  const messages = schemaMessages();
  // The walk reaches the schemas' sentences (a sample of kinds: a check's, a type's, a refinement's, a superRefine's).
  expect(messages).toEqual(
    expect.arrayContaining(['Add at least one meet point.', 'Please type a message.', 'Meet points must all be different.', 'Send both latitude and longitude, or neither.']),
  );
  const uncoded = messages.filter((message) => schemaIssue({ code: 'custom', path: ['field'], message, input: undefined } as z.core.$ZodIssue).code === UNCODED_SENTENCE);
  expect(uncoded).toEqual([]);
});
