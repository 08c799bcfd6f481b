import { DataSource } from 'typeorm';
import { IdentityModule } from '@converge/identity';
import { SafetyModule } from '@converge/safety';
import { eventuallyValue } from '@converge/platform';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';

let stack: GatewayTestStack;
const safetyDb = () => stack.services[1]!.get(DataSource);

beforeAll(async () => {
  stack = await startGatewayTestStack([IdentityModule, SafetyModule], { REGISTER_MAX_PER_IP: '1000' });
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

let counter = 0;
const uniqueEmail = () => `lang.${Date.now()}.${++counter}@example.com`;
const signUp = { password: 'correct horse battery', ageConfirmed: true, termsAccepted: true };

async function register(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const client = stack.client();
  const answer = await client.request('POST', '/api/auth/register', { email: uniqueEmail(), ...signUp, ...body }, headers);
  return { client, ...answer };
}

const languageInSafety = (userId: string, language: string) =>
  eventuallyValue(
    `safety keeps ${language}`,
    async () => {
      const rows: Array<{ language: string }> = await safetyDb().query('SELECT language FROM user_languages WHERE user_id = $1', [userId]);
      return rows[0]?.language;
    },
    (value) => value === language,
  );

describe("the account's language", () => {
  test("an account takes the browser's language at sign-up: a region counts as its language, q-values rank", async () => {
    const { client, status, body } = await register({}, { 'accept-language': 'it-IT, de-AT;q=0.9, en;q=0.5' });
    expect(status).toBe(201);
    expect(body.language).toBe('de');
    const me = await client.request('GET', '/api/auth/user');
    expect(me.body.language).toBe('de');
  });

  test('a language the page chose wins over the browser; a browser Converge does not speak gets English', async () => {
    expect((await register({ language: 'fr' }, { 'accept-language': 'de' })).body.language).toBe('fr');
    expect((await register({}, { 'accept-language': 'it, ja;q=0.8' })).body.language).toBe('en');
    expect((await register({}, { 'accept-language': '*' })).body.language).toBe('en');
  });

  test('a language Converge does not speak is a 400 naming the field, at sign-up and on the profile', async () => {
    const signUpAnswer = await register({ language: 'it' });
    expect(signUpAnswer.status).toBe(400);
    expect(signUpAnswer.body.fields).toHaveProperty('language');

    const { client } = await register({}, { 'accept-language': 'es' });
    for (const language of ['it', 'EN', '', 7, null]) {
      const { status, body } = await client.request('PUT', '/api/profile', { language });
      expect(status).toBe(400);
      expect(body.fields).toHaveProperty('language');
      expect(body.message).toMatch(/language/i);
    }
    expect((await client.request('GET', '/api/auth/user')).body.language).toBe('es');
  });

  test('PUT /api/profile {language} changes it before there is a profile, and other services learn it', async () => {
    const { client, body: user } = await register({}, { 'accept-language': 'en-US' });
    expect(user.language).toBe('en');
    await languageInSafety(user.id, 'en');

    const changed = await client.request('PUT', '/api/profile', { language: 'ar' });
    expect(changed.status).toBe(200);
    expect(changed.body.language).toBe('ar');
    expect(changed.body.profile).toBeNull();
    expect((await client.request('GET', '/api/auth/user')).body.language).toBe('ar');
    await languageInSafety(user.id, 'ar');
  });

  test('a language with profile fields but no profile yet changes nothing (404 for the profile)', async () => {
    const { client } = await register({}, { 'accept-language': 'fr' });
    const { status } = await client.request('PUT', '/api/profile', { language: 'de', bio: 'Hello' });
    expect(status).toBe(404);
    expect((await client.request('GET', '/api/auth/user')).body.language).toBe('fr');
  });

  test('a stranger cannot change anyone’s language: without a session it is 401', async () => {
    const { status } = await stack.client().request('PUT', '/api/profile', { language: 'de' });
    expect(status).toBe(401);
  });
});
