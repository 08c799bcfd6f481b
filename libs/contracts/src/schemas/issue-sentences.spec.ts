import { z } from 'zod';
import './text.js';
import {
  ISSUE_SENTENCES,
  SCHEMA_SENTENCES,
  UNCODED_SENTENCE,
  fieldName,
  issueSentence,
  pluralCount,
  schemaIssues,
  schemaSentence,
  type IssueCode,
  type SchemaSentenceCode,
} from './issue-sentences.js';
import { adminVenueInputSchema, businessSettingsInputSchema, moderationDecisionSchema } from './admin.js';
import { sendMessageSchema } from './chat.js';
import { checkInCreateSchema, safetyPinSchema } from './check-ins.js';
import { hiddenWordsInputSchema } from './hidden-words.js';
import { updateProfileSchema } from './identity.js';
import { professionalProfileSchema } from './professional.js';
import { locationShareSchema, reportSchema, trustedContactSchema } from './safety.js';
import { discoveryFiltersSchema } from './matching.js';
import { liveNearbyQuerySchema } from './live.js';
import { verificationCodeSchema, verificationDecisionSchema, verificationStartSchema } from './verification.js';
import { checkInSchema } from './venue.js';

const issuesOf = (schema: z.ZodType, input: unknown) => schemaIssues(schema.safeParse(input).error!.issues);

test('each kind of issue has its code and parameters, and the English says what describeIssue says', () => {
  const schema = z.object({
    name: z.string(),
    bio: z.string().max(100),
    password: z.string().min(8),
    age: z.number().min(18).max(120),
    guests: z.int(),
    alsoBlock: z.boolean(),
    tags: z.array(z.string()).min(2).max(3),
    location: z.object({ lat: z.number() }),
    startsAt: z.date(),
    userId: z.uuid(),
    email: z.email(),
    postcode: z.string().regex(/^\d{4}$/),
    seniority: z.enum(['Entry', 'Mid', 'Senior', 'Executive']),
    industry: z.enum(['Technology', 'Finance', 'Health', 'Education', 'Retail']),
    minutes: z.number().multipleOf(15),
    nickname: z.string().refine((s) => s !== 'admin'),
    big: z.bigint(),
  });
  const input = {
    bio: 'x'.repeat(101),
    password: 'abc',
    age: 130,
    guests: 2.5,
    alsoBlock: 'yes',
    tags: ['a'],
    location: 'Lisbon',
    startsAt: 'soon',
    userId: 'nope',
    email: 'ava-at-example',
    postcode: 'abc',
    seniority: 'Intern',
    industry: 'Alchemy',
    minutes: 20,
    nickname: 'admin',
    big: 1,
  };
  const result = schema.safeParse(input);
  expect(schemaIssues(result.error!.issues)).toEqual([
    { field: 'name', code: 'REQUIRED' },
    { field: 'bio', code: 'TOO_LONG', params: { max: 100 } },
    { field: 'password', code: 'TOO_SHORT', params: { min: 8 } },
    { field: 'age', code: 'TOO_BIG', params: { max: 120 } },
    { field: 'guests', code: 'MUST_BE_WHOLE_NUMBER' },
    { field: 'alsoBlock', code: 'MUST_BE_TRUE_OR_FALSE' },
    { field: 'tags', code: 'TOO_FEW', params: { min: 2 } },
    { field: 'location', code: 'MUST_BE_OBJECT' },
    { field: 'startsAt', code: 'MUST_BE_DATE' },
    { field: 'userId', code: 'INVALID_ID' },
    { field: 'email', code: 'INVALID_EMAIL' },
    { field: 'postcode', code: 'INVALID_FORMAT' },
    { field: 'seniority', code: 'ONE_OF', params: { options: ['Entry', 'Mid', 'Senior', 'Executive'] } },
    { field: 'industry', code: 'CHOOSE_FROM_LIST', params: { options: ['Technology', 'Finance', 'Health', 'Education', 'Retail'] } },
    { field: 'minutes', code: 'NOT_MULTIPLE_OF', params: { divisor: 15 } },
    { field: 'nickname', code: 'NOT_VALID' },
    { field: 'big', code: 'WRONG_TYPE', params: { expected: 'bigint' } },
  ]);
  expect(result.error!.issues.find((i) => i.path[0] === 'big')?.message).toBe('Big must be a bigint.');
  expect(
    issuesOf(z.object({ n: z.number(), s: z.string().min(1), l: z.array(z.string()), few: z.array(z.string()).min(1), low: z.number().min(1) }), { n: 'x', s: '', l: 'x', few: [], low: 0 }),
  ).toEqual([
    { field: 'n', code: 'MUST_BE_NUMBER' },
    { field: 's', code: 'REQUIRED' },
    { field: 'l', code: 'MUST_BE_LIST' },
    { field: 'few', code: 'TOO_FEW', params: { min: 1 } },
    { field: 'low', code: 'TOO_SMALL', params: { min: 1 } },
  ]);
  expect(issuesOf(z.object({ bio: z.string() }), { bio: 1 })).toEqual([{ field: 'bio', code: 'MUST_BE_TEXT' }]);
  expect(issuesOf(z.object({ tags: z.set(z.string()).max(1) }), { tags: new Set(['a', 'b']) })).toEqual([{ field: 'tags', code: 'TOO_MANY', params: { max: 1 } }]);
});

test('unknown fields, nested paths and the first issue per field, as `fields` has them', () => {
  expect(issuesOf(z.object({}).strict(), { colour: 'red', size: 1 })).toEqual([{ field: '_', code: 'UNKNOWN_FIELDS', params: { keys: ['colour', 'size'] } }]);
  expect(issuesOf(z.object({ contacts: z.array(z.object({ email: z.email() })) }), { contacts: [{ email: 'x' }] })).toEqual([{ field: 'contacts.0.email', code: 'INVALID_EMAIL' }]);
  expect(issuesOf(z.object({ name: z.string().min(3).regex(/^a/) }), { name: 'b' })).toEqual([{ field: 'name', code: 'TOO_SHORT', params: { min: 3 } }]);
  expect(fieldName(['contacts', 0, 'email'])).toBe('email');
  expect(fieldName([])).toBe('');
  expect(fieldName(['_'])).toBe('');
});

test('a broken character is UNSAFE_TEXT, a sentence the table does not know is SCHEMA_MESSAGE', () => {
  expect(issuesOf(sendMessageSchema, { content: 'hi\u0000' })).toEqual([{ field: 'content', code: 'UNSAFE_TEXT' }]);
  expect(issuesOf(z.object({ x: z.string().refine(() => false, 'Something only this schema says.') }), { x: 'a' })).toEqual([{ field: 'x', code: UNCODED_SENTENCE }]);
});

test("the schemas' own sentences each have a code of their own, with the limits they name as parameters", () => {
  expect(issuesOf(adminVenueInputSchema, { name: '', address: 'x'.repeat(201), latitude: 0, longitude: 0, radiusM: 5000, meetPoints: [] })).toEqual(
    expect.arrayContaining([
      { field: 'name', code: 'REQUIRED' },
      { field: 'address', code: 'VENUE_ADDRESS_TOO_LONG', params: { max: 200 } },
      { field: 'radiusM', code: 'VENUE_RADIUS_RANGE', params: { min: 25, max: 500 } },
      { field: 'meetPoints', code: 'MEET_POINTS_NONE' },
    ]),
  );
  expect(issuesOf(adminVenueInputSchema, { name: 'x'.repeat(101), address: 'a', latitude: 0, longitude: 0, radiusM: 2.5, meetPoints: ['', 'y'.repeat(41)], phone: 'abc' })).toEqual(
    expect.arrayContaining([
      { field: 'name', code: 'VENUE_NAME_TOO_LONG', params: { max: 100 } },
      { field: 'radiusM', code: 'VENUE_RADIUS_WHOLE' },
      { field: 'meetPoints.0', code: 'MEET_POINT_EMPTY' },
      { field: 'meetPoints.1', code: 'MEET_POINT_TOO_LONG', params: { max: 40 } },
      { field: 'phone', code: 'VENUE_PHONE_INVALID' },
    ]),
  );
  expect(issuesOf(trustedContactSchema, { name: '' })).toEqual(expect.arrayContaining([{ field: 'name', code: 'CONTACT_NAME_REQUIRED' }]));
  expect(issuesOf(trustedContactSchema, { name: 'Mum', phone: '12' })).toEqual([{ field: 'phone', code: 'CONTACT_PHONE_INVALID' }]);
  expect(issuesOf(trustedContactSchema, { name: 'Mum' })).toEqual([{ field: 'phone', code: 'CONTACT_PHONE_OR_EMAIL' }]);
  expect(issuesOf(sendMessageSchema, { content: 'x'.repeat(2001) })).toEqual([{ field: 'content', code: 'MESSAGE_TOO_LONG', params: { max: 2000 } }]);
  expect(issuesOf(sendMessageSchema, { content: ' ' })).toEqual([{ field: 'content', code: 'MESSAGE_EMPTY' }]);
  expect(issuesOf(professionalProfileSchema, { displayName: 'Ana', jobTitle: 'PM', industry: 'Technology', seniority: 'Mid', timezone: 'Mars/Olympus', linkedinUrl: 'http://x' })).toEqual([
    { field: 'linkedinUrl', code: 'LINKEDIN_URL_INVALID' },
    { field: 'timezone', code: 'TIME_ZONE_CHOOSE' },
  ]);
  expect(issuesOf(hiddenWordsInputSchema, { words: [''] })).toEqual([{ field: 'words.0', code: 'HIDDEN_WORD_EMPTY' }]);
  expect(issuesOf(updateProfileSchema, { displayName: 'x'.repeat(51), bio: 'y'.repeat(501), interestTags: Array(11).fill('tag') })).toEqual([
    { field: 'displayName', code: 'DISPLAY_NAME_TOO_LONG', params: { max: 50 } },
    { field: 'bio', code: 'BIO_TOO_LONG', params: { max: 500 } },
    { field: 'interestTags', code: 'INTEREST_TAGS_TOO_MANY', params: { max: 10 } },
  ]);
  expect(issuesOf(moderationDecisionSchema, { action: 'suspend', reason: 'x'.repeat(501), days: 400 })).toEqual([
    { field: 'reason', code: 'MODERATION_REASON_TOO_LONG', params: { max: 500 } },
    { field: 'days', code: 'SUSPENSION_DAYS', params: { min: 1, max: 365 } },
  ]);
  expect(issuesOf(businessSettingsInputSchema, { companyName: 'x'.repeat(101), businessEmail: 'nope' })).toEqual([
    { field: 'companyName', code: 'COMPANY_NAME_TOO_LONG', params: { max: 100 } },
    { field: 'businessEmail', code: 'BUSINESS_EMAIL_INVALID' },
  ]);
  expect(issuesOf(checkInCreateSchema, { note: 'x'.repeat(501) })).toEqual([
    { field: 'dueAt', code: 'CHECK_IN_DUE_AT_REQUIRED' },
    { field: 'note', code: 'NOTE_TOO_LONG', params: { max: 500 } },
  ]);
  expect(issuesOf(safetyPinSchema, { pin: '1234', duressPin: '1234' })).toEqual([{ field: 'duressPin', code: 'DURESS_PIN_SAME' }]);
  expect(issuesOf(reportSchema, { reportedUserId: '2b1e0f3a-1111-4111-8111-111111111111', reason: 'x', description: 'd'.repeat(1001) })).toEqual([
    { field: 'reason', code: 'REPORT_REASON_REQUIRED' },
    { field: 'description', code: 'REPORT_DESCRIPTION_TOO_LONG', params: { max: 1000 } },
  ]);
  expect(issuesOf(locationShareSchema, { recipientName: 'Mum', recipientEmail: 'mum@example.com', message: 'm'.repeat(501) })).toEqual(
    expect.arrayContaining([{ field: 'message', code: 'SHARE_MESSAGE_TOO_LONG', params: { max: 500 } }]),
  );
});

test("the age filter's, live discovery's and verification's sentences have codes; a developer's sentence naming a camelCase field says a generic code", () => {
  expect(issuesOf(discoveryFiltersSchema, { ageMin: 17.5, ageMax: 120, verifiedOnly: 'yes' })).toEqual([
    { field: 'ageMin', code: 'AGE_FILTER_RANGE', params: { min: 18, max: 99 } },
    { field: 'ageMax', code: 'TOO_BIG', params: { max: 99 } },
    { field: 'verifiedOnly', code: 'MUST_BE_TRUE_OR_FALSE' },
  ]);
  expect(issuesOf(discoveryFiltersSchema, { ageMin: 40, ageMax: 30, verifiedOnly: false })).toEqual([{ field: 'ageMax', code: 'AGE_FILTER_ORDER' }]);
  expect(issuesOf(liveNearbyQuerySchema, { proximity: '30', activities: 'dancing' })).toEqual([
    { field: 'proximity', code: 'LIVE_PROXIMITY_STEPS', params: { min: 25, max: 500, step: 25 } },
    { field: 'activities.0', code: 'ONE_OF', params: { options: ['socializing', 'coffee_break', 'studying', 'working', 'exercising', 'shopping'] } },
  ]);
  expect(issuesOf(verificationCodeSchema, { code: '12' })).toEqual([{ field: 'code', code: 'VERIFICATION_CODE_FORMAT' }]);
  expect(issuesOf(verificationStartSchema, { targetLevel: 'gold' })).toEqual([{ field: 'targetLevel', code: 'ONE_OF', params: { options: ['enhanced', 'ultra'] } }]);
  expect(issuesOf(verificationDecisionSchema, { decision: 'reject' })).toEqual([{ field: 'reason', code: 'VERIFICATION_REJECT_REASON_REQUIRED' }]);
  expect(issuesOf(checkInSchema, { latitude: 100, mode: 'party' })).toEqual(
    expect.arrayContaining([
      { field: 'latitude', code: 'COORDINATE_RANGE', params: { min: -90, max: 90 } },
      { field: 'mode', code: 'ONE_OF', params: { options: ['dating', 'professional'] } },
    ]),
  );
});

test('every schema sentence reads distinctly, so its code is found from its words', () => {
  const sentences = (Object.keys(SCHEMA_SENTENCES) as SchemaSentenceCode[]).map(schemaSentence);
  expect(new Set(sentences).size).toBe(sentences.length);
  expect(schemaSentence('MESSAGE_TOO_LONG')).toBe('A message can be at most 2,000 characters.');
});

test('a plural form follows its number; CHOOSE_FROM_LIST puts the article before the field', () => {
  expect(issueSentence('TOO_LONG', { max: 1 }, 'Initial')).toBe('Initial is too long (at most 1 character).');
  expect(issueSentence('TOO_FEW', { min: 3 }, 'Photos')).toBe('Photos needs at least 3 entries.');
  expect(issueSentence('UNKNOWN_FIELDS', { keys: ['a'] }, 'This value')).toBe('Unknown field: a.');
  expect(issueSentence('CHOOSE_FROM_LIST', { options: ['a', 'b', 'c', 'd', 'e'] }, 'Industry')).toBe('Choose an industry from the list.');
  expect(pluralCount('TOO_BIG', { max: 5 })).toBe(5);
  expect(pluralCount('UNKNOWN_FIELDS', { keys: ['a', 'b'] })).toBe(2);
  expect(pluralCount('REQUIRED', {})).toBeUndefined();
  const codes = new Set(Object.keys(ISSUE_SENTENCES).map((key) => key.replace(/_(one|other)$/, '')));
  for (const code of codes) expect(issueSentence(code as IssueCode, { max: 2, min: 2, keys: ['k'], options: ['a'], divisor: 2, expected: 'x' }, 'Name')).not.toMatch(/\{\w+\}/);
});
