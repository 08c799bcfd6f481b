import { afterEach, describe, expect, it } from 'vitest';
import { adminVenueInputSchema, businessSettingsInputSchema, schemaIssues } from '@converge/contracts';
import { problemOf, serverProblems, type FieldProblem } from '@/lib/error-sentence';
import { setLanguage, showMessagesForTest } from '@/lib/i18n';
import { pseudo } from '@/test/i18n/messages';
import {
  countryFromCoordinates,
  countryOptions,
  draftFrom,
  emptyDraft,
  errorsAfterEdit,
  serverFieldErrors,
  settingsMessage,
  timeZonesFor,
  validateVenue,
  venueMessage,
  zoneForCountry,
  type VenueDraft,
  type VenueErrors,
} from './venue-form';

/** What the form shows for each field (in the app's language): the errors read the way the dialog reads them. */
function shown(errors: VenueErrors | false): Record<string, unknown> {
  if (!errors) return {};
  const { meetPointRows, ...fields } = errors;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(fields).map(([k, p]) => [k, venueMessage(p)]));
  if (meetPointRows) out.meetPointRows = Object.fromEntries(Object.entries(meetPointRows).map(([i, p]) => [i, venueMessage(p)]));
  return out;
}

const good = { ...emptyDraft(), name: ' Copper Room ', address: '1 Main St', latitude: '52.5', longitude: '13.4' };

describe('venue form validation (the server schema)', () => {
  it('accepts a complete venue and trims what was typed', () => {
    const r = validateVenue({ ...good, meetPoints: [' Main Bar ', 'Patio'], phone: '' });
    expect(r).toEqual({
      ok: true,
      input: {
        name: 'Copper Room',
        address: '1 Main St',
        latitude: 52.5,
        longitude: 13.4,
        radiusM: 150,
        meetPoints: ['Main Bar', 'Patio'],
        phone: null,
        country: null,
        timeZone: null,
        language: 'en',
      },
    });
  });

  it("starts a new venue in the admin's language and sends the language chosen; one we do not speak is refused by the field", () => {
    expect(emptyDraft('ar').language).toBe('ar');
    const chosen = validateVenue({ ...good, language: 'de' });
    expect(chosen.ok && chosen.input.language).toBe('de');
    const r = validateVenue({ ...good, language: 'it' as never });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors)).toEqual(['language']);
    expect(venueMessage(r.errors.language)).toBe('Language must be one of en, de, fr, es, ar.');
  });

  it('names each bad field with the server message', () => {
    const r = validateVenue({ ...emptyDraft(), latitude: '91', longitude: 'x', radiusM: '24', phone: 'call me' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(shown(r.errors)).toMatchObject({
      name: 'Name is required.',
      address: 'Address is required.',
      latitude: 'Latitude must be between -90 and 90.',
      longitude: 'Longitude must be between -180 and 180.',
      radiusM: 'Check-in radius must be between 25 and 500 m.',
      phone: 'Please enter a valid phone number.',
    });
  });

  it('keeps the radius within 25–500 m', () => {
    expect(validateVenue({ ...good, radiusM: '25' }).ok).toBe(true);
    expect(validateVenue({ ...good, radiusM: '500' }).ok).toBe(true);
    expect(validateVenue({ ...good, radiusM: '501' }).ok).toBe(false);
  });

  it('needs 1–10 meet points of at most 40 characters, all different', () => {
    const none = validateVenue({ ...good, meetPoints: [] });
    expect(!none.ok && venueMessage(none.errors.meetPoints)).toBe('Add at least one meet point.');
    const eleven = validateVenue({ ...good, meetPoints: Array.from({ length: 11 }, (_, i) => `Spot ${i}`) });
    expect(!eleven.ok && venueMessage(eleven.errors.meetPoints)).toBe('A venue can have at most 10 meet points.');
    expect(validateVenue({ ...good, meetPoints: Array.from({ length: 10 }, (_, i) => `Spot ${i}`) }).ok).toBe(true);
    const long = validateVenue({ ...good, meetPoints: ['ok', 'x'.repeat(41)] });
    expect(shown(!long.ok && long.errors).meetPointRows).toEqual({ 1: 'Each meet point can have at most 40 characters.' });
    const dup = validateVenue({ ...good, meetPoints: ['Patio', 'patio'] });
    expect(!dup.ok && venueMessage(dup.errors.meetPoints)).toBe('Meet points must all be different.');
  });

  it('maps the server fields onto the form', () => {
    expect(shown(serverFieldErrors({ fields: { name: 'Taken', 'meetPoints.2': 'Too long', radiusM: 'Bad' } }))).toEqual({
      name: 'Taken',
      meetPointRows: { 2: 'Too long' },
      radiusM: 'Bad',
    });
  });
});

describe('venue country and time zone', () => {
  it('sends the chosen country and zone, and null for "from the location" / "not set"', () => {
    const chosen = validateVenue({ ...good, country: 'IS', timeZone: 'Atlantic/Reykjavik' });
    expect(chosen.ok && [chosen.input.country, chosen.input.timeZone]).toEqual(['IS', 'Atlantic/Reykjavik']);
    const unset = validateVenue({ ...good, country: '', timeZone: '' });
    expect(unset.ok && [unset.input.country, unset.input.timeZone]).toEqual([null, null]);
  });

  it('refuses what the server refuses, with its message by the field', () => {
    const bad = validateVenue({ ...good, country: 'EU', timeZone: 'Mars/Olympus_Mons' });
    expect(shown(!bad.ok && bad.errors)).toMatchObject({
      country: 'Country must be a two-letter ISO 3166-1 code such as US or GB.',
      timeZone: 'Time zone must be an IANA zone such as America/New_York.',
    });
    expect(shown(serverFieldErrors({ fields: { country: 'Bad country', timeZone: 'Bad zone' } }))).toEqual({ country: 'Bad country', timeZone: 'Bad zone' });
  });

  it('an edited venue keeps "from the location" when its country was derived', () => {
    const base = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'X',
      address: 'Y',
      latitude: 51.5,
      longitude: -0.12,
      radiusM: 100,
      meetPoints: ['Bar'],
      phone: null,
      isActive: true,
      businessId: null,
      qrCode: 'q',
      createdAt: '2026-11-27T00:00:00Z',
      language: 'de' as const,
    };
    expect(draftFrom({ ...base, country: 'GB', countryFromLocation: true, timeZone: null })).toMatchObject({ country: '', timeZone: '' });
    expect(draftFrom({ ...base, country: 'IE', countryFromLocation: false, timeZone: 'Europe/Dublin' })).toMatchObject({ country: 'IE', timeZone: 'Europe/Dublin', language: 'de' });
  });

  it('derives the country from the typed coordinates, lists every country by name, and offers the country’s zones', () => {
    expect(countryFromCoordinates({ latitude: '51.5', longitude: '-0.12' })).toBe('GB');
    expect(countryFromCoordinates({ latitude: '', longitude: '-0.12' })).toBeNull();
    expect(countryOptions('en')).toHaveLength(249);
    expect(countryOptions('en').find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(countryOptions('de').find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    expect(timeZonesFor('IS')).toEqual(['Atlantic/Reykjavik']);
    expect(timeZonesFor('US')).toContain('America/New_York');
    expect(timeZonesFor('US')).not.toContain('Europe/Berlin');
    expect(timeZonesFor(null)).toContain('Europe/Berlin');
    expect(zoneForCountry('', 'IS')).toBe('Atlantic/Reykjavik');
    expect(zoneForCountry('America/Chicago', 'US')).toBe('America/Chicago');
    expect(zoneForCountry('America/Chicago', 'IS')).toBe('Atlantic/Reykjavik');
    expect(zoneForCountry('America/Chicago', 'AU')).toBe('');
  });
});

describe('errors go when their field is fixed', () => {
  it('fixing the name clears its message and keeps the address one; nothing new appears before Save', () => {
    const draft = { ...emptyDraft(), latitude: '52.52', longitude: '13.405' };
    const first = validateVenue(draft);
    if (first.ok) throw new Error('an empty venue is not valid');
    expect(first.errors.name).toBeTruthy();
    expect(first.errors.address).toBeTruthy();
    const named = errorsAfterEdit(first.errors, { ...draft, name: 'Harbour Lights' }, 'name');
    expect(named.name).toBeUndefined();
    expect(named.address).toBe(first.errors.address);
    // Still wrong after the edit: the message stays.
    expect(errorsAfterEdit(first.errors, { ...draft, name: '   ' }, 'name').name).toBeTruthy();
    // A field without a message gets none from typing in it.
    expect(errorsAfterEdit({}, { ...draft, latitude: 'north' }, 'latitude')).toEqual({});
  });
});

describe('the form messages in the app language', () => {
  afterEach(async () => {
    showMessagesForTest(undefined);
    await setLanguage('en');
  });

  const problemsOf = (draft: VenueDraft): FieldProblem[] => {
    const r = validateVenue(draft);
    if (r.ok) return [];
    const { meetPointRows, ...fields } = r.errors;
    return [...Object.values(fields), ...Object.values(meetPointRows ?? {})].filter((p): p is FieldProblem => p !== undefined);
  };
  const venueProblems = [
    { ...emptyDraft(), latitude: '91', longitude: 'x', radiusM: '24', phone: 'call me' },
    { ...good, name: 'x'.repeat(101), address: 'y'.repeat(201), radiusM: '2.5', country: 'XX', timeZone: 'Mars/Base' },
    { ...good, radiusM: 'abc', meetPoints: [] },
    { ...good, meetPoints: Array.from({ length: 11 }, (_, i) => `Spot ${i}`) },
    { ...good, meetPoints: ['', 'x'.repeat(41)] },
    { ...good, meetPoints: ['Patio', 'patio'] },
    { ...good, name: 'Bar\u0000' },
  ].flatMap(problemsOf);
  const settings = businessSettingsInputSchema.safeParse({ companyName: 'c'.repeat(101), businessEmail: 'not an email' });
  const settingsProblems = settings.success ? [] : settings.error.issues.map(problemOf);

  it('says every problem the schema finds as the server does in English, and through the issue sentences elsewhere', async () => {
    expect(venueProblems.length).toBeGreaterThanOrEqual(17);
    expect(settingsProblems).toHaveLength(2);
    for (const p of venueProblems) expect(venueMessage(p)).toBe(p.message);
    for (const p of settingsProblems) expect(settingsMessage(p)).toBe(p.message);
    await setLanguage('de');
    for (const p of [...venueProblems, ...settingsProblems]) expect(venueMessage(p)).not.toBe(p.message);
  });

  it('a German person reads the same sentence under the field whether the device or the server found it', async () => {
    await setLanguage('de');
    const draft = { ...good, radiusM: '501', meetPoints: ['Bar', 'y'.repeat(41)] };
    const device = validateVenue(draft);
    const said = shown(!device.ok && device.errors);
    expect(said).toEqual({ radiusM: 'Der Check-in-Radius muss zwischen 25 und 500 m liegen.', meetPointRows: { 1: expect.stringContaining('40') } });
    // The gateway's 400 for the same body: `fields` in English, `issues` with the codes.
    const { issues } = adminVenueInputSchema.safeParse({
      name: 'Copper Room',
      address: '1 Main St',
      latitude: 52.5,
      longitude: 13.4,
      radiusM: 501,
      meetPoints: ['Bar', 'y'.repeat(41)],
    }).error!;
    const fields = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
    expect(shown(serverFieldErrors({ fields, issues: schemaIssues(issues) }))).toEqual(said);
    const company = businessSettingsInputSchema.safeParse({ companyName: 'c'.repeat(101) }).error!.issues;
    const fromServer = serverProblems({ fields: { companyName: company[0]!.message }, issues: schemaIssues(company) }).companyName;
    expect(settingsMessage(fromServer)).toBe('Der Firmenname darf höchstens 100 Zeichen haben.');
    expect(settingsMessage(problemOf(company[0]!))).toBe(settingsMessage(fromServer));
  });

  it('shows a problem it has no words for (a newer server’s) as it came', () => {
    showMessagesForTest('xx', (_ns, english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudo(v)])));
    expect(venueMessage({ message: 'This meet point is not allowed.' })).toBe('This meet point is not allowed.');
    expect(venueMessage({ message: 'This meet point is not allowed.', issue: { field: 'meetPoints.0', code: 'SCHEMA_MESSAGE' } })).toBe('This meet point is not allowed.');
    expect(venueMessage(undefined)).toBeUndefined();
  });
});
