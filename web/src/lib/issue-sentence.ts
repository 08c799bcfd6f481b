/**
 * A schema's issue in the app's language, for lib/error-sentence.ts, which loads this with another
 * language's files (English shows the server's own sentence): the contracts' field labels and plural
 * rules it uses are then no part of any screen's first download.
 */
import { fieldLabel, pluralCount, type SchemaIssue } from '@converge/contracts';

/** A schema's issue found on the device, as the server would answer it. */
export { schemaIssue } from '@converge/contracts';
import { PLURAL, type Catalogue } from './error-catalogue';
import { currentLanguage, type Messages, type Namespace } from './i18n';

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
export function issueSentence(issue: SchemaIssue, { errors, english, options }: Catalogue): string | undefined {
  if (!issue || typeof issue.code !== 'string') return undefined;
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
