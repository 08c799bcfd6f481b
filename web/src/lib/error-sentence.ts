/**
 * A server error in the person's language. The gateway answers `{message, code}`: each code has one
 * sentence (its English is `message`), and `locales/<lang>/errors.json` has that sentence in each
 * language. English shows the server's own sentence, so an English /app carries none of these strings;
 * another language fetches them with its files (`loadWithOtherLanguages`).
 */
import { DEFAULT_LANGUAGE, fieldLabel, pluralCount, schemaIssue, type SchemaIssue } from '@converge/contracts';
import type { z } from 'zod';
import { currentLanguage, loadWithOtherLanguages, showingMadeUpMessages, type Messages, type Namespace } from './i18n';

let catalogue: { errors: Namespace<string>; english: Messages; options: Record<string, Namespace<string>> } | undefined;

loadWithOtherLanguages(async () => {
  const [{ errors, english }, { professional }, { live }] = await Promise.all([import('@/locales/errors'), import('@/locales/professional'), import('@/locales/live')]);
  catalogue = { errors, english, options: { professional: professional as unknown as Namespace<string>, live: live as unknown as Namespace<string> } };
});

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The values the server put into its sentence, read back with the English message of its code
 * ("You're not at {venueName}" and "You're not at The Anchor" give `{venueName: 'The Anchor'}`); null
 * when the sentence does not read as that message.
 */
export function valuesIn(template: string, sentence: string): Record<string, string | number> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_whole, name: string) => (names.push(name), '(.+?)'));
  const match = new RegExp(`^${pattern}$`).exec(sentence);
  if (!match) return null;
  // `count` picks the plural form, so it must be a number.
  return Object.fromEntries(names.map((name, i) => [name, name === 'count' ? Number(match[i + 1]) : match[i + 1]!]));
}

/**
 * The sentence to show for a server error `{code, message}`: the translation of its code in the app's
 * language, with the server's values put in; the server's own sentence in English, for a code the web
 * does not know, or when the sentence does not read as its code's English message (the server's words
 * changed and the translation would say something else).
 */
export function errorSentence({ code, message, issues }: { code?: string; message: string; issues?: unknown }): string {
  if (!code || !catalogue || currentLanguage() === DEFAULT_LANGUAGE) return message;
  // A 400 made from the request's schema: its first issue is the sentence (`message` is its English).
  if (code === 'BAD_REQUEST' && Array.isArray(issues) && issues.length > 0) return issueSentence(issues[0] as SchemaIssue) ?? message;
  const { errors, english } = catalogue;
  for (const key of Object.keys(english)) {
    if (key !== code && !(PLURAL.test(key) && key.replace(PLURAL, '') === code)) continue;
    const values = valuesIn(english[key]!, message);
    if (values) return errors.t(code, values);
  }
  return message;
}

/** Option values the web already has words for (networking's industries and seniorities, live's activities), by field: the namespace and the key's prefix. */
const OPTION_KEYS: Record<string, [namespace: string, prefix: string]> = {
  industry: ['professional', 'industry'],
  seniority: ['professional', 'seniority'],
  activities: ['live', 'activity'],
};

/** A field's label in the app's language (`field.<name>` of `errors`), else its English label. */
function labelOf(field: string, errors: Namespace<string>, english: Messages): string {
  const path = field.split('.');
  const name = [...path].reverse().find((step) => !/^\d+$/.test(step)) ?? '_';
  return english[`field.${name}`] !== undefined ? errors.t(`field.${name}`) : fieldLabel(path);
}

/**
 * One issue of a schema's 400 (`{field, code, params}`) in the app's language: `issue.<CODE>` of the
 * `errors` namespace with the field's label, numbers as the language writes them, a list joined as
 * the language joins "or", and option values in the words the web has for them. Undefined when the
 * web has no sentence for the code (a schema sentence not coded yet: the server's English shows).
 */
export function issueSentence(issue: SchemaIssue): string | undefined {
  if (!catalogue || !issue || typeof issue.code !== 'string') return undefined;
  const { errors, english, options } = catalogue;
  const key = `issue.${issue.code}`;
  if (!Object.keys(english).some((k) => k === key || (PLURAL.test(k) && k.replace(PLURAL, '') === key))) return undefined;
  const language = currentLanguage();
  const field = typeof issue.field === 'string' ? issue.field : '_';
  const name =
    field
      .split('.')
      .reverse()
      .find((step) => !/^\d+$/.test(step)) ?? '_';
  const values: Record<string, string | number> = { field: labelOf(field, errors, english) };
  for (const [param, value] of Object.entries(issue.params ?? {})) {
    if (Array.isArray(value)) {
      const words = value.map((v) => optionWord(name, String(v), options));
      values[param] = new Intl.ListFormat(language, { type: param === 'options' ? 'disjunction' : 'conjunction' }).format(words);
    } else values[param] = typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : String(value);
  }
  const count = pluralCount(issue.code, issue.params);
  return errors.t(key, count === undefined ? values : { ...values, count });
}

function optionWord(field: string, value: string, options: Record<string, Namespace<string>>): string {
  const [namespace, prefix] = OPTION_KEYS[field] ?? [];
  const words = namespace ? options[namespace] : undefined;
  if (!words) return value;
  const word = words.t(`${prefix}.${value}`);
  return word === `${prefix}.${value}` ? value : word;
}

/**
 * A problem a form shows under a field: the English the server (or the shared schema on the device)
 * says, and its issue `{field, code, params}`. The form keeps this and reads it when shown, so a change
 * of language re-reads it.
 */
export interface FieldProblem {
  message: string;
  issue?: SchemaIssue;
}

/** A shared schema's issue found on the device, as the server would answer it (the same `schemaIssue`). */
export const problemOf = (issue: z.core.$ZodIssue): FieldProblem => ({ message: issue.message, issue: schemaIssue(issue) });

/**
 * A problem in the app's language: its issue's sentence (`issue.<CODE>` of `errors`, as a 400's is
 * shown), the English as it came in English or when the web has no sentence for its code.
 */
export function problemSentence(problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (!problem.issue || (currentLanguage() === DEFAULT_LANGUAGE && !showingMadeUpMessages())) return problem.message;
  return issueSentence(problem.issue) ?? problem.message;
}

/** What a device check of a shared schema says first, in the app's language (for a form with one message line). */
export const firstProblemSentence = (issues: readonly z.core.$ZodIssue[]): string | undefined => (issues[0] ? problemSentence(problemOf(issues[0])) : undefined);

/**
 * A 400's problems by field (`"meetPoints.1"`): the English of `fields` with the issue of `issues` for
 * the same field, so each field's sentence can be said in the app's language.
 */
export function serverProblems(details: { fields?: unknown; issues?: unknown } | undefined): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const fields = details?.fields && typeof details.fields === 'object' ? (details.fields as Record<string, unknown>) : {};
  const issues = Array.isArray(details?.issues) ? (details.issues as SchemaIssue[]).filter((i) => i && typeof i.field === 'string' && typeof i.code === 'string') : [];
  for (const [field, message] of Object.entries(fields)) {
    const issue = issues.find((i) => i.field === field);
    problems[field] = { message: Array.isArray(message) ? String(message[0]) : String(message), ...(issue ? { issue } : {}) };
  }
  return problems;
}
