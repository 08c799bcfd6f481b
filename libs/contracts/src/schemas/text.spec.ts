import { z } from 'zod';
import { describeIssue, fieldLabel, findUnsafeText, indefiniteArticle, isSafeText, text, unsafeTextMessage, withArticle } from './text.js';
import { sendMessageSchema, startConversationSchema } from './chat.js';
import { updateProfileSchema } from './identity.js';
import { discoveryQuerySchema, likeSchema } from './matching.js';
import { trustedContactSchema } from './safety.js';

test('NUL bytes and lone surrogates are unsafe; paired surrogates (emoji) are fine', () => {
  expect(['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'].map(isSafeText)).toEqual([false, false, false, false]);
  expect(['🙂', 'plain', '', 'é\u00a0'].map(isSafeText)).toEqual([true, true, true, true]);
});

test('the shared request schemas refuse them with a message that names the field', () => {
  const cases: Array<[z.ZodType, unknown, string]> = [
    [sendMessageSchema, { content: 'hi\u0000' }, 'content'],
    [sendMessageSchema, { content: 'hi', clientMessageId: '\ud800' }, 'clientMessageId'],
    [updateProfileSchema, { displayName: 'Ava\u0000' }, 'displayName'],
    [updateProfileSchema, { bio: '\udfff' }, 'bio'],
    [likeSchema, { toUserId: '2b1e0f3a-1111-4111-8111-111111111111', contextMessage: 'hey\u0000' }, 'contextMessage'],
    [startConversationSchema, { userId: '2b1e0f3a-1111-4111-8111-111111111111', iceBreaker: '\ud800' }, 'iceBreaker'],
    [trustedContactSchema, { name: 'Mum\u0000', email: 'mum@example.com' }, 'name'],
  ];
  for (const [schema, input, field] of cases) {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([field]);
    expect(issue.message).toContain(`${fieldLabel([field])} contains a character we cannot accept`);
  }
});

test('ids are uuids: a NUL or a made-up id is "not a valid id", not a 500 further on', () => {
  expect(discoveryQuerySchema.safeParse({ venueId: '\u0000' }).error?.issues[0]?.message).toBe('venueId is not a valid venue id');
  expect(likeSchema.safeParse({ toUserId: 'x'.repeat(1000), venueId: '2b1e0f3a-1111-4111-8111-111111111111' }).error?.issues[0]?.message).toBe('toUserId is not a valid user id');
});

test("zod's own messages name the field in words", () => {
  const schema = z.object({ name: text().max(100), displayName: z.string(), alsoBlock: z.boolean(), userId: z.uuid(), tags: z.array(z.string()).max(2) });
  const issues = schema.safeParse({ name: 'x'.repeat(101), alsoBlock: 'yes', userId: 'nope', tags: ['a', 'b', 'c'] }).error!.issues.map((i) => i.message);
  expect(issues).toEqual([
    'Name is too long (at most 100 characters).',
    'Display name is required.',
    'Also block must be true or false.',
    'User id is not a valid id.',
    'Tags has too many entries (at most 2).',
  ]);
  expect(describeIssue({ code: 'too_small', origin: 'string', minimum: 8, path: ['password'], input: 'x' } as never)).toBe('Password is too short (at least 8 characters).');
});

test('findUnsafeText walks bodies, arrays and keys', () => {
  expect(findUnsafeText({ a: [{ b: 'ok' }, { c: 'bad\u0000' }] })).toEqual(['a', 1, 'c']);
  expect(findUnsafeText({ ['k\ud800']: 1 })).toEqual(['_']);
  expect(findUnsafeText({ a: 'fine', n: 1, z: null })).toBeNull();
});

test('a choice reads as a sentence: short lists spelled out, long ones "Choose … from the list."', async () => {
  const { professionalProfileSchema, industryQuerySchema } = await import('./professional.js');
  const { liveStatusSchema } = await import('./live.js');
  expect(industryQuerySchema.safeParse({ industry: 'Alchemy' }).error?.issues[0]?.message).toBe('Choose an industry from the list.');
  const pro = professionalProfileSchema.safeParse({ displayName: 'Ana', jobTitle: 'PM', industry: 'Technology', seniority: 'Intern', timezone: 'Europe/London' });
  expect(pro.error?.issues.map((i) => i.message)).toEqual(['Seniority must be Entry, Mid, Senior or Executive.']);
  const live = liveStatusSchema.safeParse({ latitude: 1, longitude: 1, currentActivity: 'napping', currentMood: 'open_to_chat', lookingFor: 'friends' });
  expect(live.error?.issues.find((i) => i.path[0] === 'currentActivity')?.message).toBe('Choose an activity from the list.');
  const bad = professionalProfileSchema.safeParse({ displayName: ' ', jobTitle: 'PM', industry: 'Nope', seniority: 'Mid', timezone: 'Mars/Olympus', linkedinUrl: 'http://x' });
  expect(bad.error?.issues.map((i) => i.message)).toEqual([
    'Display name is required.',
    'Choose an industry from the list.',
    'Please enter your LinkedIn link (https://www.linkedin.com/in/…).',
    'Choose a time zone from the list, such as Europe/London.',
  ]);
});

test('a or an by how the word sounds', () => {
  expect(['executive', 'industry', 'senior', 'user', 'hour', 'one-off', 'Engineer', 'mentor'].map(withArticle)).toEqual([
    'an executive',
    'an industry',
    'a senior',
    'a user',
    'an hour',
    'a one-off',
    'an Engineer',
    'a mentor',
  ]);
});

test('the chat header says where the pair met; live discovery is not a venue', async () => {
  const { whereMatched } = await import('./chat.js');
  const { LIVE_NEARBY_VENUE } = await import('./chat-constants.js');
  expect(whereMatched('The Lamb & Flag')).toBe('Matched at The Lamb & Flag');
  expect(whereMatched(LIVE_NEARBY_VENUE)).toBe('Met on Live nearby');
  expect(whereMatched(null)).toBe('Matched');
});

const messages = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);

test('fields a person knows by another name are called by it, and snake_case or kebab-case names read as words', () => {
  const schema = z.object({
    linkedinUrl: z.string(),
    timezone: z.string(),
    currentActivity: z.string(),
    currentMood: z.string(),
    qrCode: z.string(),
    date_of_birth: z.string(),
    'emergency--contact': z.string(),
    _internalNote_: z.string(),
  });
  expect(messages(schema, {})).toEqual([
    'LinkedIn link is required.',
    'Time zone is required.',
    'Activity is required.',
    'Mood is required.',
    'QR code is required.',
    'Date of birth is required.',
    'Emergency contact is required.',
    'Internal note is required.',
  ]);
});

test('text that names no field, or a broken object key, is "This value", and the key is not echoed back', () => {
  expect(messages(text(), 'hi\u0000')).toEqual([expect.stringMatching(/^This value contains a character we cannot accept/)]);
  const keyPath = findUnsafeText({ ['nick\ud800']: 'Ava' });
  expect(unsafeTextMessage(keyPath!)).toBe('This value contains a character we cannot accept (a NUL byte or a broken character). Please remove it and try again.');
  expect(unsafeTextMessage(['contacts', 0])).toMatch(/^Contacts contains/);
});

test('a long text with a NUL byte gets one message (the broken character), not a second about its length', () => {
  expect(messages(z.object({ bio: text().max(5) }), { bio: 'far too long\u0000' })).toEqual([
    'Bio contains a character we cannot accept (a NUL byte or a broken character). Please remove it and try again.',
  ]);
});

test('findUnsafeText: a request without a body, or one whose bad text sits in a later field, is judged right', () => {
  expect(findUnsafeText(undefined)).toBeNull();
  expect(findUnsafeText({ name: 'Ava', bio: 'x\u0000', tags: ['ok'] })).toEqual(['bio']);
  expect(findUnsafeText({ tags: ['ok', 'fine', '\udfff'] })).toEqual(['tags', 2]);
});

test('findUnsafeText scans 33 levels deep and survives a hostile body nested far deeper without overflowing the stack', () => {
  let nested: unknown = 'bad\u0000';
  for (let i = 0; i < 33; i++) nested = i % 2 ? [nested] : { a: nested };
  expect(findUnsafeText(nested)).toHaveLength(33);
  let deepArrays: unknown = [];
  let deepObjects: unknown = {};
  for (let i = 0; i < 100_000; i++) {
    deepArrays = [deepArrays];
    deepObjects = { a: deepObjects };
  }
  expect(findUnsafeText(deepArrays)).toBeNull();
  expect(findUnsafeText(deepObjects)).toBeNull();
});

test('the wrong kind of value is named in words (a fraction where a count is wanted: "a whole number"); an empty (null) field is "required"', () => {
  const schema = z.object({
    displayName: z.string(),
    bio: z.string(),
    age: z.number(),
    guests: z.int(),
    tags: z.array(z.string()),
    location: z.object({ lat: z.number() }),
    startsAt: z.date(),
  });
  expect(messages(schema, { displayName: null, bio: 42, age: 'ten', guests: 2.5, tags: 'music', location: 'Lisbon', startsAt: 'soon' })).toEqual([
    'Display name is required.',
    'Bio must be text.',
    'Age must be a number.',
    'Guests must be a whole number.',
    'Tags must be a list.',
    'Location must be an object.',
    'Starts at must be a date.',
  ]);
});

test('too long, too many, too big: each in its own words, with numbers as a person writes them', () => {
  const schema = z.object({ initial: z.string().max(1), age: z.number().max(120), photos: z.array(z.string()).max(6), labels: z.set(z.string()).max(2), steps: z.number().max(10_000) });
  expect(messages(schema, { initial: 'AB', age: 130, photos: Array(7).fill('p'), labels: new Set(['a', 'b', 'c']), steps: 20_000 })).toEqual([
    'Initial is too long (at most 1 character).',
    'Age must be at most 120.',
    'Photos has too many entries (at most 6).',
    'Labels has too many entries (at most 2).',
    'Steps must be at most 10,000.',
  ]);
});

test('too short, too few, too small: an empty required text is "required", a short one says how short', () => {
  const schema = z.object({
    name: z.string().min(1),
    password: z.string().min(8),
    interests: z.array(z.string()).min(1),
    photos: z.array(z.string()).min(3),
    labels: z.set(z.string()).min(1),
    age: z.number().min(18),
    deposit: z.number().min(1_000),
  });
  expect(messages(schema, { name: '', password: 'abc', interests: [], photos: ['p'], labels: new Set(), age: 16, deposit: 5 })).toEqual([
    'Name is required.',
    'Password is too short (at least 8 characters).',
    'Interests needs at least 1 entry.',
    'Photos needs at least 3 entries.',
    'Labels needs at least 1 entry.',
    'Age must be at least 18.',
    'Deposit must be at least 1,000.',
  ]);
});

test('a badly formed id, email or code says which it is', () => {
  const schema = z.object({ sessionId: z.guid(), email: z.email(), postcode: z.string().regex(/^\d{4}$/) });
  expect(messages(schema, { sessionId: 'nope', email: 'ava-at-example', postcode: 'abc' })).toEqual([
    'Session id is not a valid id.',
    'Please enter a valid email address.',
    'Postcode is not in the expected format.',
  ]);
});

test('a single allowed value reads as "must be …", not a list', async () => {
  const { notificationReadSchema } = await import('./admin.js');
  expect(messages(notificationReadSchema, { id: 'n1', isRead: false })).toEqual(['Is read must be true.']);
});

test('unknown fields are named, at most five and each cut to 40 characters, so a hostile body cannot make the answer huge', async () => {
  const { discoveryFiltersSchema } = await import('./matching.js');
  const filters = { ageMin: 18, ageMax: 30, verifiedOnly: false };
  expect(messages(discoveryFiltersSchema, { ...filters, colour: 'red' })).toEqual(['Unknown field: colour.']);
  const long = 'x'.repeat(100);
  expect(messages(discoveryFiltersSchema, { ...filters, a: 1, b: 1, c: 1, d: 1, [long]: 1, f: 1 })).toEqual([`Unknown fields: a, b, c, d, ${'x'.repeat(40)}.`]);
});

test('a step that is off, or a check with no sentence of its own, still names the field', () => {
  const schema = z.object({ minutes: z.number().multipleOf(15), nickname: z.string().refine((s) => s !== 'admin') });
  expect(messages(schema, { minutes: 20, nickname: 'admin' })).toEqual(['Minutes must be a multiple of 15.', 'Nickname is not valid.']);
});

test('a or an: spaces around the word, US spellings and a sound inside a longer phrase', () => {
  expect(indefiniteArticle(' executive ')).toBe('an');
  expect(['honor', 'rush hour', 'heir'].map(withArticle)).toEqual(['an honor', 'a rush hour', 'an heir']);
});
