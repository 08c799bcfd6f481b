import type { z } from 'zod';

/**
 * The one mapping from a schema's issue to what a person reads. Each kind of issue has a stable code
 * and its parameters (`ONE_OF {options}`, `TOO_LONG {max}`), and each code one English sentence here
 * with `{field}` (the field's label) and its parameters as placeholders. The gateway's and the
 * services' 400 answers send the code and parameters beside the English (`issues`), the web forms and
 * the web's `errors` namespace (`issue.<CODE>`) say the same in the app's language. A sentence with a
 * number that decides the words has one entry per plural form (`_one`, `_other`).
 */
export const ISSUE_SENTENCES = {
  REQUIRED: '{field} is required.',
  MUST_BE_TEXT: '{field} must be text.',
  MUST_BE_NUMBER: '{field} must be a number.',
  MUST_BE_WHOLE_NUMBER: '{field} must be a whole number.',
  MUST_BE_TRUE_OR_FALSE: '{field} must be true or false.',
  MUST_BE_LIST: '{field} must be a list.',
  MUST_BE_OBJECT: '{field} must be an object.',
  MUST_BE_DATE: '{field} must be a date.',
  WRONG_TYPE: '{field} must be a {expected}.',
  TOO_LONG_one: '{field} is too long (at most {max} character).',
  TOO_LONG_other: '{field} is too long (at most {max} characters).',
  TOO_MANY: '{field} has too many entries (at most {max}).',
  TOO_BIG: '{field} must be at most {max}.',
  TOO_SHORT_one: '{field} is too short (at least {min} character).',
  TOO_SHORT_other: '{field} is too short (at least {min} characters).',
  TOO_FEW_one: '{field} needs at least {min} entry.',
  TOO_FEW_other: '{field} needs at least {min} entries.',
  TOO_SMALL: '{field} must be at least {min}.',
  INVALID_ID: '{field} is not a valid id.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  INVALID_FORMAT: '{field} is not in the expected format.',
  ONE_OF: '{field} must be {options}.',
  CHOOSE_FROM_LIST: 'Choose {field} from the list.',
  UNKNOWN_FIELDS_one: 'Unknown field: {keys}.',
  UNKNOWN_FIELDS_other: 'Unknown fields: {keys}.',
  NOT_MULTIPLE_OF: '{field} must be a multiple of {divisor}.',
  NOT_VALID: '{field} is not valid.',
  UNSAFE_TEXT: '{field} contains a character we cannot accept (a NUL byte or a broken character). Please remove it and try again.',
} as const;

/**
 * A schema's own sentences (its `error:`/`refine` messages), each with a code of its own and the
 * values it names as parameters. The numbers are the schemas' limits; `issue-sentences.spec.ts`
 * parses each schema and fails when a sentence here no longer is what the schema says.
 */
export const SCHEMA_SENTENCES = {
  VENUE_NAME_TOO_LONG: { template: 'Name can have at most {max} characters.', params: { max: 100 } },
  VENUE_ADDRESS_TOO_LONG: { template: 'Address can have at most {max} characters.', params: { max: 200 } },
  VENUE_RADIUS_NUMBER: { template: 'Check-in radius must be a number of metres.' },
  VENUE_RADIUS_WHOLE: { template: 'Check-in radius must be whole metres.' },
  VENUE_RADIUS_RANGE: { template: 'Check-in radius must be between {min} and {max} m.', params: { min: 25, max: 500 } },
  MEET_POINT_EMPTY: { template: 'A meet point cannot be empty.' },
  MEET_POINT_TOO_LONG: { template: 'Each meet point can have at most {max} characters.', params: { max: 40 } },
  MEET_POINTS_NONE: { template: 'Add at least one meet point.' },
  MEET_POINTS_TOO_MANY: { template: 'A venue can have at most {max} meet points.', params: { max: 10 } },
  MEET_POINTS_SAME: { template: 'Meet points must all be different.' },
  VENUE_PHONE_INVALID: { template: 'Please enter a valid phone number.' },
  VENUE_COUNTRY_INVALID: { template: 'Country must be a two-letter ISO 3166-1 code such as US or GB.' },
  VENUE_TIME_ZONE_INVALID: { template: 'Time zone must be an IANA zone such as America/New_York.' },
  COMPANY_NAME_TOO_LONG: { template: 'Company name can have at most {max} characters.', params: { max: 100 } },
  BUSINESS_EMAIL_INVALID: { template: 'Please enter a valid business email.' },
  MODERATION_REASON_REQUIRED: { template: 'Please give a reason.' },
  MODERATION_REASON_TOO_LONG: { template: 'The reason can have at most {max} characters.', params: { max: 500 } },
  SUSPENSION_DAYS: { template: 'A suspension lasts {min} to {max} days.', params: { min: 1, max: 365 } },
  MESSAGE_EMPTY: { template: 'Please type a message.' },
  MESSAGE_TOO_LONG: { template: 'A message can be at most {max} characters.', params: { max: 2000 } },
  CHECK_IN_DUE_AT_REQUIRED: { template: 'Please choose when we should check on you.' },
  NOTE_TOO_LONG: { template: 'The note can be at most {max} characters.', params: { max: 500 } },
  DURESS_PIN_SAME: { template: 'Your duress PIN must be different from your PIN.' },
  CONTACT_PHONE_INVALID: { template: 'Please enter the phone number with its country code, e.g. +14155550123.' },
  EMAIL_TOO_LONG: { template: 'That email address is too long.' },
  CONTACT_NAME_REQUIRED: { template: 'Please enter a contact name' },
  CONTACT_NAME_TOO_LONG: { template: 'The name can be at most {max} characters.', params: { max: 100 } },
  CONTACT_PHONE_OR_EMAIL: { template: 'Please enter either a phone number or email' },
  REPORT_REASON_REQUIRED: { template: 'Please choose a reason (reason).' },
  REPORT_DESCRIPTION_TOO_LONG: { template: 'The description can be at most {max} characters.', params: { max: 1000 } },
  SHARE_MESSAGE_TOO_LONG: { template: 'The message can be at most {max} characters.', params: { max: 500 } },
  HIDDEN_WORD_EMPTY: { template: 'A hidden word cannot be empty.' },
  HIDDEN_WORD_NOT_TEXT: { template: 'Each hidden word must be text.' },
  DISPLAY_NAME_TOO_LONG: { template: 'Your name can be at most {max} characters', params: { max: 50 } },
  BIO_TOO_LONG: { template: 'Your bio can be at most {max} characters', params: { max: 500 } },
  INTEREST_TAG_EMPTY: { template: 'An interest tag cannot be empty.' },
  INTEREST_TAGS_TOO_MANY: { template: 'You can add at most {max} interest tags.', params: { max: 10 } },
  LINKEDIN_URL_INVALID: { template: 'Please enter your LinkedIn link (https://www.linkedin.com/in/…).' },
  TIME_ZONE_CHOOSE: { template: 'Choose a time zone from the list, such as Europe/London.' },
  PIN_REQUIRED: { template: 'Please enter a PIN of {min} to {max} digits.', params: { min: 4, max: 8 } },
  PIN_FORMAT: { template: 'The PIN must be {min} to {max} digits.', params: { min: 4, max: 8 } },
  DURESS_PIN_REQUIRED: { template: 'Please enter a duress PIN of {min} to {max} digits.', params: { min: 4, max: 8 } },
  DURESS_PIN_FORMAT: { template: 'The duress PIN must be {min} to {max} digits.', params: { min: 4, max: 8 } },
  MATCH_NOT_FOUND: { template: 'That match was not found.' },
  QR_CODE_EMPTY: { template: 'The QR code is empty.' },
  QR_CODE_INVALID: { template: 'Invalid QR code or venue not found.' },
  VENUE_NOT_FOUND: { template: 'Venue not found.' },
  CHECK_IN_ONE_OF: { template: 'Send exactly one of: your location, a QR code, or a venue.' },
  COORDINATES_BOTH: { template: 'Send both latitude and longitude.' },
  COORDINATES_BOTH_OR_NEITHER: { template: 'Send both latitude and longitude, or neither.' },
  COORDINATE_RANGE: { template: '{field} must be between {min} and {max}.' },
  PROFILE_NAME_AND_DOB_REQUIRED: { template: 'Please fill in your name and date of birth' },
  DOB_REQUIRED: { template: 'Please enter your date of birth' },
  DOB_INVALID: { template: 'Please enter a valid date of birth' },
  PHOTOS_TOO_MANY: { template: 'You can have at most {max} photos. Delete one to add another.', params: { max: 5 } },
  INTEREST_TAG_TOO_LONG: { template: 'An interest tag can be at most {max} characters.', params: { max: 24 } },
  // A tag of a list of tags (networking's expertise and interests): "An expertise tag cannot be empty."
  TAG_EMPTY: { template: '{field} tag cannot be empty.' },
  TAG_TOO_LONG: { template: '{field} tag can be at most {max} characters.', params: { max: 40 } },
  NOTHING_TO_UPDATE: { template: 'Nothing to update.' },
  CREDENTIALS_REQUIRED: { template: 'Please fill in your email and password' },
  PASSWORD_LENGTH: { template: 'Your password needs {min} to {max} characters', params: { min: 8, max: 128 } },
  AGE_REQUIREMENT: { template: 'You must be {min} or older to use Converge', params: { min: 18 } },
  TERMS_REQUIRED: { template: 'Please agree to our Terms & Privacy Policy' },
  INVALID_CREDENTIALS: { template: 'Invalid email or password.' },
  AGE_FILTER_RANGE: { template: '{field} must be a whole number from {min} to {max}' },
  AGE_FILTER_ORDER: { template: 'ageMax must not be below ageMin' },
  VENUE_OR_CONTEXT_REQUIRED: { template: 'venueId or contextMessage is required' },
  LIVE_PROXIMITY_STEPS: { template: 'proximity must be a number of metres from {min} to {max} in steps of {step}.', params: { min: 25, max: 500, step: 25 } },
  HIDDEN_WORDS_NOT_LIST: { template: 'Send the words as a list.' },
  HIDDEN_WORDS_TOO_MANY: { template: 'You can hide at most {max} words.', params: { max: 1000 } },
  HIDDEN_WORD_TOO_LONG: { template: 'Each hidden word can be at most {max} characters.', params: { max: 50 } },
  SHARE_CONTACT_NAME_TOO_LONG: { template: 'The contact name can be at most {max} characters.', params: { max: 100 } },
  UNSUBSCRIBE_LINK_INVALID: { template: 'This unsubscribe link is not valid. Please use the link from the email.' },
  PAYMENT_PROCESSING_ON_OFF: { template: 'Payment processing must be on or off.' },
  VERIFICATION_CODE_FORMAT: { template: 'Please enter the 6-digit code.' },
  VERIFICATION_PHONE_INVALID: { template: 'Please enter a valid phone number with its country code, e.g. +44 7700 900123.' },
  VERIFICATION_DOCUMENT_CHOOSE: { template: "Please choose a passport, driver's licence or national ID card." },
  VERIFICATION_PROFILE_URL_INVALID: { template: 'Please enter the full address of a public profile, starting with https://' },
  VERIFICATION_REJECT_REASON_REQUIRED: { template: 'Please give a reason for rejecting.' },
  VERIFICATION_REVIEW_REASON_TOO_LONG: { template: 'A reason can have at most {max} characters.', params: { max: 500 } },
  VERIFICATION_REQUEST_NOT_FOUND: { template: 'Verification request not found' },
} as const satisfies Record<string, { template: string; params?: Record<string, number> }>;

/**
 * Sentences of the schemas that say what a generic code says in their own words (mostly for developers,
 * naming a camelCase field: "mode must be dating or professional."): the answer sends the generic code,
 * its parameters read from the sentence, and the field of the issue's path names the field.
 */
const GENERIC_SENTENCES: readonly { pattern: RegExp; code: IssueCode; params?: (match: RegExpExecArray) => IssueParams }[] = [
  { pattern: /^Please enter a valid email address\.?$/, code: 'INVALID_EMAIL' },
  { pattern: /^[\w ]+ is required\.?$/, code: 'REQUIRED' },
  { pattern: /^\w+ (is not a valid( \w+)? id|must be a person id)\.?$/, code: 'INVALID_ID' },
  { pattern: /^[\w ]+ must be true or false\.?$/, code: 'MUST_BE_TRUE_OR_FALSE' },
  { pattern: /^[\w ]+ must be text\.$/, code: 'MUST_BE_TEXT' },
  { pattern: /^[\w ]+ must be a number\.$/, code: 'MUST_BE_NUMBER' },
  { pattern: /^\w+ must be a date and time, e\.g\. \S+\.$/, code: 'MUST_BE_DATE' },
  { pattern: /^[\w ]+ must be a list of tags\.$/, code: 'MUST_BE_LIST' },
  { pattern: /^[\w ]+ must be a base64url [\w -]+$/, code: 'INVALID_FORMAT' },
  { pattern: /^\w+ is not valid\.$/, code: 'NOT_VALID' },
  { pattern: /^[\w ]+ can (be|have) at most ([\d,]+) characters\.$/, code: 'TOO_LONG', params: (m) => ({ max: numberIn(m[2]!) }) },
  { pattern: /^[\w ]+ can hold at most ([\d,]+) tags\.$/, code: 'TOO_MANY', params: (m) => ({ max: numberIn(m[1]!) }) },
  { pattern: /^\w+ has too many entries \(at most ([\d,]+)\)\.$/, code: 'TOO_MANY', params: (m) => ({ max: numberIn(m[1]!) }) },
  { pattern: /^At most ([\d,]+) a \w+\.$/, code: 'TOO_BIG', params: (m) => ({ max: numberIn(m[1]!) }) },
  { pattern: /^\w+ must be at most ([\d,]+)$/, code: 'TOO_BIG', params: (m) => ({ max: numberIn(m[1]!) }) },
  { pattern: /^\w+ must be at least ([\d,]+)$/, code: 'TOO_SMALL', params: (m) => ({ min: numberIn(m[1]!) }) },
  { pattern: /^\w+ starts at ([\d,]+)\.$/, code: 'TOO_SMALL', params: (m) => ({ min: numberIn(m[1]!) }) },
  // "Gender must be Woman, Man or Non-binary", "Language must be one of en, de, fr.", "activities must be a comma list of: a, b."
  {
    pattern: /^[\w ]+ must (?:be|list) (?:one of |a comma list of: )?('?[\w-]+'?(?:, '?[\w-]+'?)*(?: or '?[\w-]+'?)?)\.?$/,
    code: 'ONE_OF',
    params: (m) => ({ options: m[1]!.split(/, | or /).map((option) => option.replace(/^'|'$/g, '')) }),
  },
];

const numberIn = (written: string) => Number(written.replace(/,/g, ''));

export type IssueCode = keyof typeof ISSUE_SENTENCES extends infer K ? (K extends `${infer B}_${'one' | 'other'}` ? B : K) : never;
export type SchemaSentenceCode = keyof typeof SCHEMA_SENTENCES;
/** A schema's own sentence this table does not know yet: the web shows the server's English. */
export const UNCODED_SENTENCE = 'SCHEMA_MESSAGE';

export type IssueParams = Record<string, string | number | string[]>;
/** One issue of a 400 answer: the field (its path, `_` for the whole body), the code and its parameters. */
export interface SchemaIssue {
  field: string;
  code: string;
  params?: IssueParams;
}

/** The field's own name (the last named step of its path): `["contacts", 0, "email"]` → "email"; "" for none. */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((segment) => typeof segment === 'string') as string | undefined;
  return !last || last === '_' ? '' : last;
}

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
  const name = fieldName(path);
  if (!name) return 'This value';
  if (FIELD_LABELS[name]) return FIELD_LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What zod's `expected` is as one of our codes; zod says "int" for a number with a fraction where a whole one is wanted. */
const TYPE_CODES: Partial<Record<string, IssueCode>> = {
  string: 'MUST_BE_TEXT',
  number: 'MUST_BE_NUMBER',
  int: 'MUST_BE_WHOLE_NUMBER',
  boolean: 'MUST_BE_TRUE_OR_FALSE',
  array: 'MUST_BE_LIST',
  object: 'MUST_BE_OBJECT',
  date: 'MUST_BE_DATE',
};

/** A limit as a plain number (zod's may be a bigint). */
const num = (n: number | bigint) => Number(n);

/**
 * The code and parameters of one of zod's issues. `input` tells an absent value ("required") from a
 * wrong one; an issue after parsing has none, so `absent` says it instead.
 */
export function issueOf(
  issue: z.core.$ZodRawIssue | z.core.$ZodIssue,
  absent = 'input' in issue && (issue.input === undefined || issue.input === null),
): { code: IssueCode; params: IssueParams } {
  switch (issue.code) {
    case 'invalid_type':
      if (absent) return { code: 'REQUIRED', params: {} };
      return TYPE_CODES[issue.expected] ? { code: TYPE_CODES[issue.expected]!, params: {} } : { code: 'WRONG_TYPE', params: { expected: issue.expected } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'TOO_LONG', params: { max: num(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'TOO_MANY', params: { max: num(issue.maximum) } };
      return { code: 'TOO_BIG', params: { max: num(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string') return num(issue.minimum) <= 1 ? { code: 'REQUIRED', params: {} } : { code: 'TOO_SHORT', params: { min: num(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'TOO_FEW', params: { min: num(issue.minimum) } };
      return { code: 'TOO_SMALL', params: { min: num(issue.minimum) } };
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return { code: 'INVALID_ID', params: {} };
      if (issue.format === 'email') return { code: 'INVALID_EMAIL', params: {} };
      return { code: 'INVALID_FORMAT', params: {} };
    case 'invalid_value': {
      // A short choice reads as a sentence; a long one is a list on the form, so point at it.
      const options = issue.values.map(String);
      return { code: options.length <= 4 ? 'ONE_OF' : 'CHOOSE_FROM_LIST', params: { options } };
    }
    case 'unrecognized_keys':
      // At most five, each cut to 40 characters, so a hostile body cannot make the answer huge.
      return { code: 'UNKNOWN_FIELDS', params: { keys: issue.keys.slice(0, 5).map((k) => k.slice(0, 40)) } };
    case 'not_multiple_of':
      return { code: 'NOT_MULTIPLE_OF', params: { divisor: num(issue.divisor) } };
    default:
      return { code: 'NOT_VALID', params: {} };
  }
}

/** The parameter whose number picks a sentence's plural form, if its code has plural forms. */
export function pluralCount(code: string, params: IssueParams | undefined): number | undefined {
  if (code === 'UNKNOWN_FIELDS') return Array.isArray(params?.keys) ? params.keys.length : undefined;
  const value = params?.max ?? params?.min;
  return typeof value === 'number' ? value : undefined;
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
export function orList(values: readonly unknown[]): string {
  const words = values.map(String);
  // Stryker disable next-line StringLiteral: a separator goes between two items, and this list has at most one.
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

const english = (value: number) => value.toLocaleString('en-US');

/** The English sentence of a generic issue code for a field's label (what `describeIssue` says). */
export function issueSentence(code: IssueCode, params: IssueParams, label: string): string {
  const count = pluralCount(code, params);
  const sentences = ISSUE_SENTENCES as Record<string, string>;
  const template = sentences[code] ?? sentences[`${code}_${count === 1 ? 'one' : 'other'}`]!;
  const values: Record<string, string> = { field: code === 'CHOOSE_FROM_LIST' ? withArticle(label.toLowerCase()) : label };
  for (const [name, value] of Object.entries(params)) {
    values[name] = Array.isArray(value) ? (name === 'options' ? orList(value) : value.join(', ')) : typeof value === 'number' ? english(value) : value;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The English of a schema's own sentence with its parameters. */
export function schemaSentence(code: SchemaSentenceCode): string {
  const { template, ...rest } = SCHEMA_SENTENCES[code];
  const params = (rest as { params?: Record<string, number> }).params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? english(params[name]!) : whole));
}

let patterns: { code: SchemaSentenceCode; pattern: RegExp; names: string[] }[] | undefined;
/**
 * The code of a schema's own sentence and the numbers it names, if the table has it. A template reads
 * any number where it has a parameter (a schema may say it with its own limit) and any words for `{field}`.
 */
function schemaSentenceCode(message: string): { code: SchemaSentenceCode; params: IssueParams } | undefined {
  patterns ??= (Object.keys(SCHEMA_SENTENCES) as SchemaSentenceCode[]).map((code) => {
    const names: string[] = [];
    const source = SCHEMA_SENTENCES[code].template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_whole, name: string) => (name === 'field' ? '.+?' : (names.push(name), '(-?[\\d,]+)')));
    return { code, pattern: new RegExp(`^${source}$`), names };
  });
  for (const { code, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (match) return { code, params: Object.fromEntries(names.map((name, i) => [name, numberIn(match[i + 1]!)])) };
  }
  return undefined;
}

/** The generic code a schema's sentence in its own words says, with the values it names. */
function genericSentenceCode(message: string): { code: IssueCode; params: IssueParams } | undefined {
  for (const { pattern, code, params } of GENERIC_SENTENCES) {
    const match = pattern.exec(message);
    if (match) return { code, params: params?.(match) ?? {} };
  }
  return undefined;
}

/**
 * An issue of a finished parse as the answer sends it: its code and parameters when its message is
 * the generic sentence of its kind or a schema sentence of the table; else `SCHEMA_MESSAGE` (the
 * schema's own words, not yet coded: the web shows the English of `fields`).
 */
export function schemaIssue(issue: z.core.$ZodIssue): SchemaIssue {
  const field = issue.path.map(String).join('.') || '_';
  const label = fieldLabel(issue.path);
  for (const absent of [true, false]) {
    const { code, params } = issueOf(issue, absent);
    if (issueSentence(code, params, label) === issue.message) return Object.keys(params).length ? { field, code, params } : { field, code };
  }
  if (issue.code === 'custom' && issue.message.endsWith('contains a character we cannot accept (a NUL byte or a broken character). Please remove it and try again.')) {
    return { field, code: 'UNSAFE_TEXT' };
  }
  const coded = schemaSentenceCode(issue.message) ?? genericSentenceCode(issue.message);
  if (!coded) return { field, code: UNCODED_SENTENCE };
  return Object.keys(coded.params).length ? { field, code: coded.code, params: coded.params } : { field, code: coded.code };
}

/** The issues of a failed parse, the first per field (as `fields` has them). */
export function schemaIssues(issues: readonly z.core.$ZodIssue[]): SchemaIssue[] {
  const seen = new Set<string>();
  const out: SchemaIssue[] = [];
  for (const issue of issues) {
    const described = schemaIssue(issue);
    if (seen.has(described.field)) continue;
    seen.add(described.field);
    out.push(described);
  }
  return out;
}
