import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_BANNED_CODE, ACCOUNT_SUSPENDED_CODE, BANNED_MESSAGE, ISSUE_SENTENCES, LANGUAGES, RpcError, SCHEMA_SENTENCES, commonErrors, suspendedMessage } from '@converge/contracts';
import { errors as admin } from '@converge/admin';
import { errors as chat } from '@converge/chat';
import { errors as identity } from '@converge/identity';
import { errors as matching } from '@converge/matching';
import { errors as safety } from '@converge/safety';
import { errors as venue } from '@converge/venue';
import { REFUSALS, errors as gateway } from '../src/errors.js';

/**
 * Server errors carry a stable code and the web shows its own sentence for each code (its `errors`
 * namespace; English is the server's sentence, `{name}` where the server puts a value). Every factory
 * of every catalogue is called here, so a new error without a code of its own, or without its sentence
 * on the web, fails.
 */
const catalogues = { common: commonErrors, gateway, admin, chat, identity, matching, safety, venue } as Record<string, Record<string, (...args: never[]) => RpcError>>;

/** A sentence made from the request (a schema's issue): the only kind a generic code may carry. */
const FROM_REQUEST = 'A sentence the request schema wrote.';
const blocked = [[{ code: ACCOUNT_BANNED_CODE, message: BANNED_MESSAGE }], [{ code: ACCOUNT_SUSPENDED_CODE, message: suspendedMessage(new Date('2026-05-01T12:30:00Z')) }]];

/** The arguments each factory that takes any is called with (every variant of its sentence). */
const SAMPLES: Record<string, unknown[][]> = {
  'gateway.accountBlocked': blocked,
  'gateway.rateLimited': Object.values(REFUSALS).map((refusal) => [refusal, 60]),
  'gateway.missingImage': [[], ['photo']],
  'gateway.answerShape': [['GET /api/venues', { _: 'Invalid input' }]],
  'gateway.bodyTypeRefused': [['JSON (Content-Type: application/json)'], ['a file upload (multipart/form-data)']],
  'gateway.headersTooLarge': [[16]],
  'identity.accountBlocked': blocked,
  'identity.underAge': [[17]],
  'identity.badPhotoDecision': [[FROM_REQUEST]],
  'identity.tooManySends': [[3600]],
  'identity.codeNotSent': [['email'], ['phone']],
  'identity.wrongCode': [[1], [4]],
  'identity.badDecision': [['reason', FROM_REQUEST]],
  'chat.invalidMessage': [[FROM_REQUEST]],
  'chat.messageFlagged': [[['insult']]],
  'chat.invalidCursor': [['not a message id']],
  'matching.invalidFilters': [['ageMin', FROM_REQUEST]],
  'matching.noteFlagged': [[['insult']]],
  'matching.alreadyConnected': [['Ana']],
  'matching.connectionPending': [['Ana']],
  'safety.notYourself': [
    ['block', 'blockedUserId'],
    ['report', 'reportedUserId'],
  ],
  'safety.tooManyReports': [[3600]],
  'safety.invalidPhone': [['phoneNumber']],
  'safety.tooManyContacts': [[5]],
  'safety.tooManyShares': [[3]],
  'safety.tooManyShareMails': [[3, 3600]],
  'safety.tooManyDatePlans': [[3]],
  'safety.checkInTooSoon': [[60], [300], [30]],
  'safety.tooManyWrongPins': [[60]],
  'venue.notAtVenue': [['The Anchor']],
};

/** Codes whose sentence is the request's own (a schema's issue, with `fields`): not translated by code. */
const GENERIC = new Set(['BAD_REQUEST']);

interface Sent {
  from: string;
  code: string;
  message: string;
}

function everyErrorSent(): { sent: Sent[]; unsampled: string[] } {
  const sent: Sent[] = [];
  const unsampled: string[] = [];
  for (const [catalogue, factories] of Object.entries(catalogues)) {
    for (const [name, factory] of Object.entries(factories)) {
      const from = `${catalogue}.${name}`;
      const calls = SAMPLES[from] ?? (factory.length === 0 ? [[]] : undefined);
      if (!calls) unsampled.push(from);
      for (const args of calls ?? []) {
        const error = (factory as (...args: unknown[]) => RpcError)(...args);
        sent.push({ from, code: error.code, message: error.message });
      }
    }
  }
  return { sent, unsampled };
}

const localeFile = (language: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../web/src/locales/${language}/errors.json`, import.meta.url)), 'utf8')) as Record<string, string>;
const allEnglish = localeFile('en');
/** A schema issue's sentence (`issue.<CODE>`) and a field's label (`field.<name>`) are keyed apart from the codes. */
const FROM_SCHEMA = /^(issue|field)\./;
const english = Object.fromEntries(Object.entries(allEnglish).filter(([key]) => !FROM_SCHEMA.test(key)));
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The web's English forms of a code: the message itself, or one per plural form. */
const formsOf = (code: string) => Object.keys(english).filter((key) => key === code || (PLURAL.test(key) && key.replace(PLURAL, '') === code));

/** The English message with `{name}` standing for any text: does the server's sentence read as it? */
function reads(template: string, sentence: string): boolean {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(.+?)');
  return new RegExp(`^${pattern}$`).test(sentence);
}

const { sent, unsampled } = everyErrorSent();

test('every factory with arguments has sample arguments here (else its sentences would go unchecked)', () => {
  expect(unsampled).toEqual([]);
  expect(sent.length).toBeGreaterThan(150);
});

test('a generic code carries only a sentence made from the request; a fixed sentence has a code of its own', () => {
  expect(sent.filter((error) => GENERIC.has(error.code) && error.message !== FROM_REQUEST).map((error) => `${error.from}: ${error.code} "${error.message}"`)).toEqual([]);
});

test('every code a server sends has its sentence in the web’s errors namespace, the same words as the server’s', () => {
  const unknown = sent.filter((error) => !GENERIC.has(error.code) && formsOf(error.code).length === 0);
  expect(Object.fromEntries(unknown.map((error) => [error.code, error.message]))).toEqual({});
  const differ = sent.filter((error) => !GENERIC.has(error.code) && formsOf(error.code).length > 0 && !formsOf(error.code).some((key) => reads(english[key]!, error.message)));
  expect(
    differ.map(
      (error) =>
        `${error.from}: ${error.code} "${error.message}" vs "${formsOf(error.code)
          .map((key) => english[key])
          .join('" / "')}"`,
    ),
  ).toEqual([]);
});

test('one code never carries two different sentences (one English message per code, its plural forms aside)', () => {
  const byCode = new Map<string, Set<string>>();
  for (const error of sent.filter((e) => !GENERIC.has(e.code))) {
    const template = formsOf(error.code).find((key) => reads(english[key]!, error.message));
    byCode.set(error.code, (byCode.get(error.code) ?? new Set()).add(template?.replace(PLURAL, '') ?? error.message));
  }
  expect([...byCode].filter(([, templates]) => templates.size > 1).map(([code, templates]) => `${code}: ${[...templates].join(' | ')}`)).toEqual([]);
});

test('the web translates no code that no server sends', () => {
  const codes = new Set(sent.map((error) => error.code));
  expect(Object.keys(english).filter((key) => !codes.has(key.replace(PLURAL, '')))).toEqual([]);
});

test('the sentence check sees other words, and a placeholder stands for a value only', () => {
  expect(reads('You are already connected with {name}.', 'You are already connected with Ana.')).toBe(true);
  expect(reads('You are already connected with {name}.', 'You are already connected to Ana.')).toBe(false);
  expect(reads('Match not found.', 'Match not found!')).toBe(false);
});

describe('a schema’s 400: every issue code the server can send has its sentence on the web, in every language', () => {
  /** What the server sends: each generic issue code (its plural forms as keys) and each schema sentence's code. */
  const serverKeys = { ...ISSUE_SENTENCES, ...Object.fromEntries(Object.entries(SCHEMA_SENTENCES).map(([code, { template }]) => [code, template])) } as Record<string, string>;
  const codes = new Set(Object.keys(serverKeys).map((key) => key.replace(PLURAL, '')));
  const webIssueKeys = (messages: Record<string, string>) => Object.keys(messages).filter((key) => key.startsWith('issue.'));

  test('the web’s English is the server’s English, word for word, plural forms included', () => {
    const differ = Object.entries(serverKeys).filter(([key, sentence]) => allEnglish[`issue.${key}`] !== sentence);
    expect(differ.map(([key, sentence]) => `issue.${key}: "${sentence}" vs "${allEnglish[`issue.${key}`]}"`)).toEqual([]);
  });

  test.each(LANGUAGES)('%s has a sentence for every issue code, and none for a code no server sends', (language) => {
    const messages = localeFile(language);
    const have = new Set(webIssueKeys(messages).map((key) => key.slice('issue.'.length).replace(PLURAL, '')));
    expect([...codes].filter((code) => !have.has(code))).toEqual([]);
    expect([...have].filter((code) => !codes.has(code))).toEqual([]);
    expect(webIssueKeys(messages).filter((key) => !messages[key]?.trim())).toEqual([]);
  });

  test('every field label the web has is in every language', () => {
    const labels = Object.keys(allEnglish).filter((key) => key.startsWith('field.'));
    expect(labels.length).toBeGreaterThan(20);
    for (const language of LANGUAGES) expect(labels.filter((key) => !localeFile(language)[key]?.trim())).toEqual([]);
  });
});
