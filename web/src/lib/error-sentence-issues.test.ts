import { afterEach, describe, expect, it } from 'vitest';
import { discoveryFiltersSchema, locationShareSchema, professionalProfileSchema, schemaIssues, trustedContactSchema, updateProfileSchema, type SchemaIssue } from '@converge/contracts';
import { ApiError, serverMessage } from './api-client';
import { problemOf, problemSentence } from './error-sentence';
import { live } from '@/locales/live';
import { setLanguage } from './i18n';

/** The gateway's 400 for a body its schema refused, as the web receives it (`message`, `fields`, `issues`). */
function badRequest(schema: { safeParse: (v: unknown) => { error?: { issues: Parameters<typeof schemaIssues>[0] } } }, body: unknown): ApiError {
  const { issues } = schema.safeParse(body).error!;
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new ApiError(400, JSON.stringify({ message: issues[0]!.message, code: 'BAD_REQUEST', fields, issues: schemaIssues(issues) }), 'Bad Request');
}
const answer = (message: string, issues: SchemaIssue[]) => new ApiError(400, JSON.stringify({ message, code: 'BAD_REQUEST', issues }), 'Bad Request');

describe('a schema’s 400 in the person’s language', () => {
  afterEach(() => setLanguage('en'));
  const pro = { displayName: 'Ana', jobTitle: 'PM', industry: 'Technology', seniority: 'Intern', timezone: 'Europe/London' };

  it('English shows the server’s sentence word for word', async () => {
    await setLanguage('en');
    expect(serverMessage(badRequest(professionalProfileSchema, pro), 'Failed')).toBe('Seniority must be Entry, Mid, Senior or Executive.');
  });

  it('a German person reads the German sentence with the field’s German label and the options in German', async () => {
    await setLanguage('de');
    expect(serverMessage(badRequest(professionalProfileSchema, pro), 'Failed')).toBe('Karrierestufe muss Einstieg, Mittlere Ebene, Senior oder Führungsebene sein.');
    expect(serverMessage(badRequest(professionalProfileSchema, { ...pro, seniority: 'Mid', industry: 'Alchemy' }), 'Failed')).toBe('Branche: Bitte wähle einen Eintrag aus der Liste.');
    expect(serverMessage(badRequest(updateProfileSchema, { bio: 'x'.repeat(501) }), 'Failed')).toBe('Deine Bio darf höchstens 500 Zeichen haben.');
    expect(serverMessage(badRequest(trustedContactSchema, { name: 'Mum', phone: '12' }), 'Failed')).toBe('Bitte gib die Telefonnummer mit Ländervorwahl ein, z. B. +4915112345678.');
    expect(serverMessage(answer('Password is too short (at least 8 characters).', [{ field: 'password', code: 'TOO_SHORT', params: { min: 8 } }]), 'Failed')).toBe(
      'Passwort ist zu kurz (mindestens 8 Zeichen).',
    );
    expect(serverMessage(answer('Steps must be at most 10,000.', [{ field: 'steps', code: 'TOO_BIG', params: { max: 10000 } }]), 'Failed')).toBe('Steps darf höchstens 10.000 sein.');
  });

  it('an Arabic person reads the Arabic plural form; a field the web has no label for keeps its English label', async () => {
    await setLanguage('ar');
    expect(serverMessage(answer('Tags needs at least 2 entries.', [{ field: 'tags', code: 'TOO_FEW', params: { min: 2 } }]), 'Failed')).toBe('يحتاج Tags إلى إدخالين على الأقل.');
    expect(serverMessage(answer('Display name is required.', [{ field: 'contacts.0.displayName', code: 'REQUIRED' }]), 'Failed')).toBe('الاسم مطلوب.');
  });

  it('a schema sentence the web has no code for, or a body without issues, shows the server’s sentence', async () => {
    await setLanguage('de');
    expect(serverMessage(answer('Something only this schema says.', [{ field: 'x', code: 'SCHEMA_MESSAGE' }]), 'Failed')).toBe('Something only this schema says.');
    expect(serverMessage(new ApiError(400, JSON.stringify({ code: 'BAD_REQUEST', message: 'Name can have at most 100 characters.' }), 'Bad Request'), 'Failed')).toBe(
      'Name can have at most 100 characters.',
    );
  });
});

describe('a form that checks with the shared schema on the device says what the server’s 400 says', () => {
  afterEach(() => setLanguage('en'));
  const pro = { displayName: 'Ana', jobTitle: 'PM', industry: 'Technology', seniority: 'Mid', timezone: 'Europe/London' };
  const cases: Array<[string, { safeParse: (v: unknown) => { error?: { issues: Parameters<typeof schemaIssues>[0] } } }, unknown]> = [
    ['a networking tag too long', professionalProfileSchema, { ...pro, expertise: ['x'.repeat(41)] }],
    ['a seniority not on the list', professionalProfileSchema, { ...pro, seniority: '' }],
    ['a contact without phone or email', trustedContactSchema, { name: 'Mum' }],
    ['a share’s contact name too long', locationShareSchema, { recipientName: 'n'.repeat(101), recipientEmail: 'mum@example.com' }],
    ['an age filter out of order', discoveryFiltersSchema, { ageMin: 40, ageMax: 30, verifiedOnly: false }],
  ];

  it.each(cases)('%s: the same sentence in German, and the server’s English in English', async (_case, schema, body) => {
    const issue = schema.safeParse(body).error!.issues[0]!;
    await setLanguage('de');
    const device = problemSentence(problemOf(issue));
    expect(device).toBe(serverMessage(badRequest(schema, body), 'Failed'));
    expect(device).not.toBe(issue.message);
    await setLanguage('en');
    expect(problemSentence(problemOf(issue))).toBe(issue.message);
  });

  it('German words for a tag, the age filter, a share and live discovery’s activities', async () => {
    await setLanguage('de');
    expect(
      serverMessage(
        answer('activities must be a comma list of: socializing, coffee_break.', [{ field: 'activities.0', code: 'ONE_OF', params: { options: ['socializing', 'coffee_break'] } }]),
        'Failed',
      ),
    ).toBe(`Aktivitäten muss ${live.t('activity.socializing')} oder ${live.t('activity.coffee_break')} sein.`);
    const said = (schema: (typeof cases)[number][1], body: unknown) => problemSentence(problemOf(schema.safeParse(body).error!.issues[0]!));
    expect(said(professionalProfileSchema, { ...pro, expertise: ['x'.repeat(41)] })).toBe('Jeder Tag unter „Fachgebiete“ darf höchstens 40 Zeichen lang sein.');
    expect(said(discoveryFiltersSchema, { ageMin: 40, ageMax: 30, verifiedOnly: false })).toBe('Das Höchstalter darf nicht unter dem Mindestalter liegen.');
    expect(said(locationShareSchema, { recipientName: 'n'.repeat(101), recipientEmail: 'mum@example.com' })).toBe('Der Name des Kontakts darf höchstens 100 Zeichen lang sein.');
  });
});
