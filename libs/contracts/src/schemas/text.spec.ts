import { z } from 'zod';
import { describeIssue, fieldLabel, findUnsafeText, isSafeText, text, withArticle } from './text.js';
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
  const { whereMatched, LIVE_NEARBY_VENUE } = await import('./chat.js');
  expect(whereMatched('The Lamb & Flag')).toBe('Matched at The Lamb & Flag');
  expect(whereMatched(LIVE_NEARBY_VENUE)).toBe('Met on Live nearby');
  expect(whereMatched(null)).toBe('Matched');
});
