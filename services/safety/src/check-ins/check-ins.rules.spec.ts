import {
  absoluteUrl,
  checkInPageMessage,
  checkInView,
  dueAtProblem,
  escalationMessages,
  firstName,
  pinRetryAfter,
  safeOutcome,
  standDownMessages,
  venueAlertMessages,
  whereLine,
  type CheckInRow,
} from './check-ins.rules.js';

const now = new Date('2026-05-01T20:00:00Z');
const MIN = 60_000;
const MAX = 12 * 3600_000;

describe('dueAtProblem', () => {
  test('1 minute to 12 hours ahead, both ends included', () => {
    expect(dueAtProblem(new Date(now.getTime() + MIN), now, MIN, MAX)).toBeNull();
    expect(dueAtProblem(new Date(now.getTime() + MAX), now, MIN, MAX)).toBeNull();
    expect(dueAtProblem(new Date(now.getTime() + MIN - 1), now, MIN, MAX)).toBe('too-soon');
    expect(dueAtProblem(new Date(now.getTime() - 1000), now, MIN, MAX)).toBe('too-soon');
    expect(dueAtProblem(new Date(now.getTime() + MAX + 1), now, MIN, MAX)).toBe('too-far');
  });
});

const row: CheckInRow = {
  id: 'c1',
  user_id: 'u1',
  due_at: new Date('2026-05-01T21:00:00Z'),
  note: 'Drinks',
  match_id: 'm1',
  match_name: 'Ben',
  match_photo: '/api/photos/b',
  own_photo: null,
  venue_id: 'v1',
  venue_name: 'Harbour',
  meet_point: 'Piano',
  meet_point_key: null,
  status: 'escalated',
  duress: false,
  answered_at: null,
  escalated_at: new Date('2026-05-01T21:05:00Z'),
  stood_down_at: null,
  share_id: null,
  created_at: new Date('2026-05-01T20:00:00Z'),
};

describe('checkInView', () => {
  test('shows a no-answer escalation as it is', () => {
    expect(checkInView(row)).toEqual({
      id: 'c1',
      dueAt: '2026-05-01T21:00:00.000Z',
      status: 'escalated',
      note: 'Drinks',
      matchId: 'm1',
      venueName: 'Harbour',
      meetPoint: 'Piano',
      meetPointKey: null,
      answeredAt: null,
      escalatedAt: '2026-05-01T21:05:00.000Z',
      createdAt: '2026-05-01T20:00:00.000Z',
    });
  });
  test("a default meet point keeps its key (the web names it in the person's language); a venue's own has none", () => {
    expect(checkInView({ ...row, meet_point: 'Main Bar', meet_point_key: 'mainBar' })).toMatchObject({ meetPoint: 'Main Bar', meetPointKey: 'mainBar' });
    expect(checkInView({ ...row, meet_point: 'Main Bar', meet_point_key: null })).toMatchObject({ meetPoint: 'Main Bar', meetPointKey: null });
  });
  test('a duress answer reads exactly as safe', () => {
    const answered = new Date('2026-05-01T21:01:00Z');
    expect(checkInView({ ...row, duress: true, answered_at: answered })).toMatchObject({ status: 'safe', escalatedAt: null, answeredAt: '2026-05-01T21:01:00.000Z' });
  });
});

test('firstName', () => {
  expect(firstName('  Ben Carter ')).toBe('Ben');
  expect(firstName('')).toBeNull();
  expect(firstName(null)).toBeNull();
});

describe('safeOutcome', () => {
  test('by state and PIN', () => {
    expect(safeOutcome({ status: 'scheduled', duress: false }, 'none')).toBe('answer');
    expect(safeOutcome({ status: 'due', duress: false }, 'real')).toBe('answer');
    expect(safeOutcome({ status: 'due', duress: false }, 'duress')).toBe('duress');
    expect(safeOutcome({ status: 'escalated', duress: false }, 'real')).toBe('stand-down');
    expect(safeOutcome({ status: 'escalated', duress: false }, 'duress')).toBe('duress');
    expect(safeOutcome({ status: 'escalated', duress: true }, 'real')).toBe('already');
    expect(safeOutcome({ status: 'safe', duress: false }, 'duress')).toBe('already');
    expect(safeOutcome({ status: 'cancelled', duress: false }, 'real')).toBe('cancelled');
  });
});

describe('pinRetryAfter', () => {
  const last = new Date(now.getTime() - 20_000);
  test('free below the limit; after it, waits out the window from the last wrong PIN', () => {
    expect(pinRetryAfter(4, last, now, 5, 60)).toBe(0);
    expect(pinRetryAfter(5, null, now, 5, 60)).toBe(0);
    expect(pinRetryAfter(5, last, now, 5, 60)).toBe(40);
    expect(pinRetryAfter(9, new Date(now.getTime() - 59_500), now, 5, 60)).toBe(1);
    expect(pinRetryAfter(5, new Date(now.getTime() - 60_000), now, 5, 60)).toBe(0);
  });
});

test('whereLine', () => {
  expect(whereLine({ venueName: 'Harbour', meetPoint: 'Piano' })).toBe('Harbour, meeting at Piano');
  expect(whereLine({ venueName: 'Harbour', meetPoint: null })).toBe('Harbour');
  expect(whereLine({ venueName: null, meetPoint: 'Piano' })).toBe('meeting at Piano');
  expect(whereLine({ venueName: null, meetPoint: null })).toBe('not at a known venue');
});

const facts = {
  personName: 'Ava',
  venueName: 'Harbour',
  meetPoint: 'Piano',
  matchName: 'Ben',
  matchPhotoUrl: 'https://c.app/api/photos/b',
  ownPhotoUrl: 'https://c.app/api/photos/a',
  dueAt: new Date('2026-05-01T21:00:00Z'),
  url: 'https://c.app/share/t',
};
const contacts = [
  { name: 'Mum', email: 'mum@example.com', phone: null },
  { name: 'Dad', email: null, phone: '+14155552671' },
  { name: 'Sis', email: 'sis@example.com', phone: '+442079460958' },
];

describe('escalationMessages', () => {
  test('the full mail and text a contact receives', () => {
    const unsubscribable = (email: string) => ({ headers: { 'List-Unsubscribe': `<u:${email}>` }, footer: ['', `Stop: ${email}`] });
    const [mail, sms] = escalationMessages(facts, contacts, unsubscribable, new Set(['sis@example.com']));
    expect(mail).toEqual({
      channel: 'email',
      recipient: 'mum@example.com',
      subject: 'Safety alert: Ava did not check in',
      headers: { 'List-Unsubscribe': '<u:mum@example.com>' },
      body: [
        'Hello,',
        '',
        'Ava asked Converge to check on them at 1 May 2026, 21:00 UTC and has not answered. They have you as a trusted contact.',
        '',
        'Where: Harbour, meeting at Piano',
        'They were meeting: Ben',
        'Photo of Ben: https://c.app/api/photos/b',
        'Live location (for the next 4 hours): https://c.app/share/t',
        '',
        'Please try to reach Ava now. If you think they are in danger, call your local emergency number (911 in the US and Canada, 999 or 112 in the UK, 112 in the EU, 000 in Australia).',
        '',
        'Stop: mum@example.com',
      ].join('\n'),
    });
    expect(sms).toEqual({
      channel: 'sms',
      recipient: '+14155552671',
      body: 'Converge safety alert: Ava did not answer their check-in (Harbour, meeting at Piano). Meeting: Ben. Live location: https://c.app/share/t If they may be in danger, call local emergency services.',
    });
    // Sis used the unsubscribe link: her text still goes, no mail.
    const all = escalationMessages(facts, contacts, unsubscribable, new Set(['sis@example.com']));
    expect(all.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'mum@example.com'],
      ['sms', '+14155552671'],
      ['sms', '+442079460958'],
    ]);
  });
  test('without a match, no meeting lines; without a photo, no photo line; no unsubscribe, no headers', () => {
    const [mail, sms] = escalationMessages({ ...facts, matchName: null, matchPhotoUrl: null }, contacts.slice(0, 2));
    expect(mail!.body).not.toContain('They were meeting');
    expect(mail!.body).not.toContain('Photo');
    expect(mail).not.toHaveProperty('headers');
    expect(sms!.body).not.toContain('Meeting:');
    const [noPhoto] = escalationMessages({ ...facts, matchPhotoUrl: null }, contacts.slice(0, 1));
    expect(noPhoto!.body).toContain('They were meeting: Ben\nLive location');
  });
});

describe('escalationMessages in the language of the person who set the check-in', () => {
  test('German: subject, body, time and text in German, the emergency numbers too', () => {
    const [mail, sms] = escalationMessages({ ...facts, language: 'de' }, contacts.slice(0, 2));
    expect(mail!.subject).toBe('Sicherheitswarnung: Ava hat sich nicht gemeldet');
    expect(mail!.body).toBe(
      [
        'Hallo,',
        '',
        'Ava hat Converge gebeten, am 1. Mai 2026, 21:00 UTC nachzufragen, ob alles in Ordnung ist, und hat nicht geantwortet. Ava hat Sie als Vertrauensperson eingetragen.',
        '',
        'Wo: Harbour, Treffpunkt: Piano',
        'Verabredet mit: Ben',
        'Foto von Ben: https://c.app/api/photos/b',
        'Live-Standort (für die nächsten 4 Stunden): https://c.app/share/t',
        '',
        'Bitte versuchen Sie jetzt, Ava zu erreichen. Wenn Sie glauben, dass Ava in Gefahr ist, wählen Sie Ihre örtliche Notrufnummer (911 in den USA und Kanada, 999 oder 112 im Vereinigten Königreich, 112 in der EU, 000 in Australien).',
      ].join('\n'),
    );
    expect(sms!.body).toBe(
      'Converge-Sicherheitswarnung: Ava hat auf die Sicherheitsabfrage nicht geantwortet (Harbour, Treffpunkt: Piano). Verabredet mit: Ben. Live-Standort: https://c.app/share/t Bei möglicher Gefahr rufen Sie den örtlichen Notruf an.',
    );
  });
  test('each language writes its own subject; a name is never read as a placeholder', () => {
    const subjects = (['en', 'de', 'fr', 'es', 'ar'] as const).map((language) => escalationMessages({ ...facts, language }, contacts.slice(0, 1))[0]!.subject);
    expect(new Set(subjects).size).toBe(5);
    expect(subjects[4]).toBe('تنبيه أمان: لم يؤكّد Ava أنه بخير');
    const [odd] = escalationMessages({ ...facts, personName: '{url}', matchName: null, language: 'fr' }, contacts.slice(0, 1));
    expect(odd!.subject).toBe('Alerte de sécurité : {url} ne s’est pas manifesté·e');
  });
  test('whereLine in another language; no meeting line in the text without a match', () => {
    expect(whereLine({ venueName: null, meetPoint: 'Piano' }, 'es')).toBe('punto de encuentro: Piano');
    expect(whereLine({ venueName: null, meetPoint: null }, 'de')).toBe('an keinem bekannten Ort');
    const [, sms] = escalationMessages({ ...facts, matchName: null, language: 'de' }, contacts.slice(0, 2));
    expect(sms!.body).not.toContain('Verabredet');
    expect(sms!.body).toContain('(Harbour, Treffpunkt: Piano). Live-Standort');
  });
});

describe('venueAlertMessages', () => {
  const venue = { venueName: 'Harbour', email: 'door@harbour.test', phone: '+14155550199', language: 'en' as const };
  test('a check-in: who, where to look, a photo', () => {
    const [mail, sms] = venueAlertMessages(venue, { personName: 'Ava', meetPoint: 'Piano', ownPhotoUrl: 'https://c.app/p/a', at: facts.dueAt, reason: 'check-in' });
    expect(mail).toEqual({
      channel: 'email',
      recipient: 'door@harbour.test',
      subject: 'Safety alert at Harbour: please check on a guest',
      body: [
        'Hello,',
        '',
        "Ava did not answer a Converge safety check-in at 1 May 2026, 21:00 UTC while at Harbour. You are this venue's safety contact.",
        '',
        'Meet point: Piano',
        'Photo: https://c.app/p/a',
        '',
        'Please look for them and check they are all right. If they may be in danger, call your local emergency number (911 in the US and Canada, 999 or 112 in the UK, 112 in the EU, 000 in Australia).',
      ].join('\n'),
    });
    expect(sms).toEqual({
      channel: 'sms',
      recipient: '+14155550199',
      body: 'Converge safety alert at Harbour: Ava did not answer a Converge safety check-in. Meet point: Piano. Photo: https://c.app/p/a Please check on them.',
    });
  });
  test('an emergency, no meet point, no photo; only the channels the venue gave', () => {
    const [mail] = venueAlertMessages({ ...venue, phone: null }, { personName: 'Ava', meetPoint: null, ownPhotoUrl: null, at: facts.dueAt, reason: 'emergency' });
    expect(mail!.body).toContain('Ava pressed the emergency button in Converge at');
    expect(mail!.body).toContain('Meet point: not chosen');
    expect(mail!.body).not.toContain('Photo');
    expect(venueAlertMessages({ ...venue, phone: null }, { personName: 'Ava', meetPoint: null, ownPhotoUrl: null, at: now, reason: 'emergency' })).toHaveLength(1);
    const texts = venueAlertMessages({ ...venue, email: null }, { personName: 'Ava', meetPoint: null, ownPhotoUrl: null, at: now, reason: 'emergency' });
    expect(texts).toEqual([
      { channel: 'sms', recipient: '+14155550199', body: 'Converge safety alert at Harbour: Ava pressed the emergency button in Converge. Meet point: not chosen. Please check on them.' },
    ]);
  });
  test("in the venue's language: a German venue's staff read German, time and emergency numbers included", () => {
    const [mail, sms] = venueAlertMessages({ ...venue, language: 'de' }, { personName: 'Ava', meetPoint: 'Piano', ownPhotoUrl: 'https://c.app/p/a', at: facts.dueAt, reason: 'check-in' });
    expect(mail).toEqual({
      channel: 'email',
      recipient: 'door@harbour.test',
      subject: 'Sicherheitswarnung in Harbour: Bitte sehen Sie nach einem Gast',
      body: [
        'Hallo,',
        '',
        'Ava hat am 1. Mai 2026, 21:00 UTC in Harbour nicht auf eine Sicherheitsabfrage von Converge geantwortet. Sie sind der Sicherheitskontakt dieses Lokals.',
        '',
        'Treffpunkt: Piano',
        'Foto: https://c.app/p/a',
        '',
        'Bitte suchen Sie die Person und vergewissern Sie sich, dass alles in Ordnung ist. Wenn sie in Gefahr sein könnte, wählen Sie Ihre örtliche Notrufnummer (911 in den USA und Kanada, 999 oder 112 im Vereinigten Königreich, 112 in der EU, 000 in Australien).',
      ].join('\n'),
    });
    expect(sms!.body).toBe(
      'Converge-Sicherheitswarnung in Harbour: Ava hat auf eine Sicherheitsabfrage von Converge nicht geantwortet. Treffpunkt: Piano. Foto: https://c.app/p/a Bitte sehen Sie nach der Person.',
    );
    const [emergency, text] = venueAlertMessages({ ...venue, language: 'fr' }, { personName: 'Ava', meetPoint: null, ownPhotoUrl: null, at: facts.dueAt, reason: 'emergency' });
    expect(emergency!.subject).toBe('Alerte de sécurité à Harbour : merci de vérifier qu’un client va bien');
    expect(emergency!.body).toContain('Ava a appuyé sur le bouton d’urgence de Converge le ');
    expect(emergency!.body).toContain('Point de rendez-vous : non choisi');
    expect(text!.body).toBe(
      'Alerte de sécurité Converge à Harbour : Ava a appuyé sur le bouton d’urgence de Converge. Point de rendez-vous : non choisi. Merci de vérifier que tout va bien.',
    );
  });
});

test('standDownMessages: every contact hears the person is safe, except an address that unsubscribed', () => {
  expect(standDownMessages('Ava', contacts, new Set(['sis@example.com']))).toEqual([
    {
      channel: 'email',
      recipient: 'mum@example.com',
      subject: 'Ava says they are safe',
      body: 'Hello,\n\nAva has now answered their Converge check-in: they say they are safe. Thank you for looking out for them.',
    },
    { channel: 'sms', recipient: '+14155552671', body: 'Converge: Ava has answered their check-in and says they are safe.' },
    { channel: 'sms', recipient: '+442079460958', body: 'Converge: Ava has answered their check-in and says they are safe.' },
  ]);
  expect(standDownMessages('Ava', contacts.slice(2)).map((m) => m.channel)).toEqual(['email', 'sms']);
});

test("standDownMessages in the person's language", () => {
  expect(standDownMessages('Ava', contacts.slice(2), undefined, 'de')).toEqual([
    {
      channel: 'email',
      recipient: 'sis@example.com',
      subject: 'Ava meldet sich: alles in Ordnung',
      body: 'Hallo,\n\nAva hat die Sicherheitsabfrage in Converge jetzt beantwortet und ist nach eigener Aussage in Sicherheit. Danke, dass Sie ein Auge auf Ava haben.',
    },
    { channel: 'sms', recipient: '+442079460958', body: 'Converge: Ava hat die Sicherheitsabfrage beantwortet und ist nach eigener Aussage in Sicherheit.' },
  ]);
});

test('absoluteUrl', () => {
  expect(absoluteUrl('https://c.app/', '/api/photos/x')).toBe('https://c.app/api/photos/x');
  expect(absoluteUrl('https://c.app', 'api/photos/x')).toBe('https://c.app/api/photos/x');
  expect(absoluteUrl('https://c.app', 'https://cdn.example/x')).toBe('https://cdn.example/x');
  expect(absoluteUrl('https://c.app', 'http://cdn.example/x')).toBe('http://cdn.example/x');
  expect(absoluteUrl('https://c.app', null)).toBeNull();
});

test('the live-location page of an unanswered check-in says so in the person’s language', () => {
  expect(checkInPageMessage('Ann', 'en')).toBe('Ann did not answer a safety check-in in Converge.');
  expect(checkInPageMessage('Ann', 'fr')).toBe('Ann n’a pas répondu à une vérification de sécurité dans Converge.');
});
