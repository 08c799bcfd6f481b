import { emergencyMessages, emergencyPageMessage } from './emergency.rules.js';

const input = {
  personName: 'Jordan',
  activatedAt: new Date('2026-05-01T22:10:00Z'),
  url: 'https://c.app/share/t',
  contacts: [
    { name: 'Ana', email: 'ana@example.com', phone: null },
    { name: 'Ben', email: null, phone: '+14155552671' },
  ],
};

test('each contact gets who, when, where and the live link on each channel they have', () => {
  const [mail, sms] = emergencyMessages({ ...input, venueName: 'The Blue Bar' });
  expect(mail).toMatchObject({ channel: 'email', recipient: 'ana@example.com', subject: 'Emergency alert: Jordan needs help' });
  expect(mail.body).toContain('When: 1 May 2026, 22:10 UTC');
  expect(mail.body).toContain('Where: checked in at The Blue Bar');
  expect(mail.body).toContain('Live location (for the next 4 hours): https://c.app/share/t');
  expect(mail.body).toContain('911 in the US');
  // The name the person gave the contact is their own text: not mailed.
  expect(mail.body).not.toContain('Ana');
  expect(sms).toMatchObject({ channel: 'sms', recipient: '+14155552671' });
  expect(sms.body).toContain('Jordan pressed the emergency button at 1 May 2026, 22:10 UTC at The Blue Bar');
  expect(sms.body).toContain('https://c.app/share/t');
});

test('without a check-in the mail says so rather than naming a place', () => {
  const [mail] = emergencyMessages({ ...input, venueName: null });
  expect(mail.body).toContain('Where: not checked in at a venue');
});

test('each mail carries its own unsubscribe; an address that used it gets no mail, its text still goes', () => {
  const unsubscribable = (email: string) => ({ headers: { 'List-Unsubscribe': `<https://c.app/api/mail/unsubscribe?token=${email}>` }, footer: [`Stop: ${email}`] });
  const messages = emergencyMessages({
    ...input,
    venueName: null,
    contacts: [...input.contacts, { name: 'Cy', email: 'cy@example.com', phone: '+442079460958' }],
    unsubscribable,
    emailsStopped: new Set(['cy@example.com']),
  });
  expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
    ['email', 'ana@example.com'],
    ['sms', '+14155552671'],
    ['sms', '+442079460958'],
  ]);
  expect(messages[0]).toMatchObject({ headers: { 'List-Unsubscribe': '<https://c.app/api/mail/unsubscribe?token=ana@example.com>' } });
  expect(messages[0]!.body).toContain('Stop: ana@example.com');
});

test('the alert mail and text read in full as the contact receives them', () => {
  const [mail, sms] = emergencyMessages({ ...input, venueName: null });
  expect(mail!.body).toBe(
    [
      'Hello,',
      '',
      'Jordan pressed the emergency button in Converge and has you as a trusted contact.',
      '',
      'When: 1 May 2026, 22:10 UTC',
      'Where: not checked in at a venue',
      'Live location (for the next 4 hours): https://c.app/share/t',
      '',
      'Please try to reach Jordan now. If you think they are in danger, call your local emergency number (911 in the US and Canada, 999 or 112 in the UK, 112 in the EU, 000 in Australia).',
    ].join('\n'),
  );
  expect(mail).not.toHaveProperty('headers');
  expect(sms!.body).toBe(
    'Converge emergency alert: Jordan pressed the emergency button at 1 May 2026, 22:10 UTC. Live location: https://c.app/share/t If they may be in danger, call local emergency services.',
  );
});

test('in the language of the person who pressed the button: German mail and text, Spanish place', () => {
  const [mail, sms] = emergencyMessages({ ...input, venueName: 'The Blue Bar', language: 'de' });
  expect(mail!.subject).toBe('Notfallalarm: Jordan braucht Hilfe');
  expect(mail!.body).toBe(
    [
      'Hallo,',
      '',
      'Jordan hat in Converge den Notfallknopf gedrückt und Sie als Vertrauensperson eingetragen.',
      '',
      'Wann: 1. Mai 2026, 22:10 UTC',
      'Wo: eingecheckt in The Blue Bar',
      'Live-Standort (für die nächsten 4 Stunden): https://c.app/share/t',
      '',
      'Bitte versuchen Sie jetzt, Jordan zu erreichen. Wenn Sie glauben, dass Jordan in Gefahr ist, wählen Sie Ihre örtliche Notrufnummer (911 in den USA und Kanada, 999 oder 112 im Vereinigten Königreich, 112 in der EU, 000 in Australien).',
    ].join('\n'),
  );
  expect(sms!.body).toBe(
    'Converge-Notfallalarm: Jordan hat am 1. Mai 2026, 22:10 UTC in The Blue Bar den Notfallknopf gedrückt. Live-Standort: https://c.app/share/t Bei möglicher Gefahr rufen Sie den örtlichen Notruf an.',
  );
  const [es] = emergencyMessages({ ...input, venueName: null, language: 'es' });
  expect(es!.subject).toBe('Alerta de emergencia: Jordan necesita ayuda');
  expect(es!.body).toContain('Dónde: sin check-in en ningún local');
});

test('the live-location page says who pressed the button, in their language', () => {
  expect(emergencyPageMessage('Jordan', 'en')).toBe('Jordan pressed the emergency button in Converge.');
  expect(emergencyPageMessage('Jordan', 'de')).toBe('Jordan hat in Converge den Notfallknopf gedrückt.');
  expect(emergencyPageMessage('Jordan', 'ar')).toBe('ضغط Jordan على زر الطوارئ في Converge.');
});
