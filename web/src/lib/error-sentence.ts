/**
 * A server error in the person's language. The gateway answers `{message, code}`: each code has one
 * sentence (its English is `message`), and `locales/<lang>/errors.json` has that sentence in each
 * language. English shows the server's own sentence, so an English /app carries none of these strings;
 * another language fetches them with its files (`loadWithOtherLanguages`).
 */
import { DEFAULT_LANGUAGE, type SchemaIssue } from '@converge/contracts';
import type { z } from 'zod';
import { currentLanguage, loadWithOtherLanguages, showingMadeUpMessages, type Namespace } from './i18n';
import { PLURAL, type Catalogue } from './error-catalogue';

let catalogue:
  | (Catalogue & {
      sentenceOf: (issue: SchemaIssue, catalogue: Catalogue) => string | undefined;
      issueOf: (found: z.core.$ZodIssue) => SchemaIssue;
    })
  | undefined;

// The sentences of a schema's issues (and the contracts' field labels they use) come with the other
// languages' files: English shows the server's own words, so every cold screen's code carries none of them.
loadWithOtherLanguages(async () => {
  const [{ errors, english }, { professional }, { live }, { issueSentence, schemaIssue }] = await Promise.all([
    import('@/locales/errors'),
    import('@/locales/professional'),
    import('@/locales/live'),
    import('./issue-sentence'),
  ]);
  catalogue = {
    errors,
    english,
    options: { professional: professional as unknown as Namespace<string>, live: live as unknown as Namespace<string> },
    sentenceOf: issueSentence,
    issueOf: schemaIssue,
  };
});

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

/**
 * One issue of a schema's 400 (`{field, code, params}`) in the app's language (lib/issue-sentence.ts);
 * undefined in English, or when the web has no sentence for its code (the server's English shows).
 */
function issueSentence(issue: SchemaIssue): string | undefined {
  return catalogue ? catalogue.sentenceOf(issue, catalogue) : undefined;
}

/**
 * A problem a form shows under a field: the English the server (or the shared schema on the device)
 * says, and its issue: `{field, code, params}` as the server answers it, or the schema's own issue as
 * found on the device (`found`, read as the server would answer it only when another language needs
 * its sentence). The form keeps this and reads it when shown, so a change of language re-reads it.
 */
export interface FieldProblem {
  message: string;
  issue?: SchemaIssue;
  found?: z.core.$ZodIssue;
}

/** A shared schema's issue found on the device. */
export const problemOf = (found: z.core.$ZodIssue): FieldProblem => ({ message: found.message, found });

/**
 * A problem in the app's language: its issue's sentence (`issue.<CODE>` of `errors`, as a 400's is
 * shown), the English as it came in English or when the web has no sentence for its code.
 */
export function problemSentence(problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if ((!problem.issue && !problem.found) || (currentLanguage() === DEFAULT_LANGUAGE && !showingMadeUpMessages()) || !catalogue) return problem.message;
  const issue = problem.issue ?? catalogue.issueOf(problem.found!);
  return catalogue.sentenceOf(issue, catalogue) ?? problem.message;
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
