import { LANGUAGES, translationProblems } from '@converge/contracts';
import { shareMessages } from './location-shares.rules.js';
import { LOCATION_SHARE_TEXTS } from './location-shares.texts.js';

type Key = keyof (typeof LOCATION_SHARE_TEXTS)['en'];

test('every language has every message of a location share, with English placeholders, each translated', () => {
  expect(Object.keys(LOCATION_SHARE_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  expect(translationProblems(LOCATION_SHARE_TEXTS)).toEqual([]);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const same = (Object.keys(LOCATION_SHARE_TEXTS.en) as Key[]).filter((k) => LOCATION_SHARE_TEXTS[lang][k] === LOCATION_SHARE_TEXTS.en[k]);
    expect({ lang, same }).toEqual({ lang, same: [] });
  }
});

test('a German sharer’s recipient gets the mail and the text in German, with the name, venue, link and time filled in', () => {
  const [mail, sms] = shareMessages({
    sharerName: 'Jana',
    venueName: 'Harbour Lights',
    url: 'https://converge.app/share/t',
    expiresAt: new Date('2026-05-01T21:05:00Z'),
    email: 'friend@example.com',
    phone: '+4915112345678',
    language: 'de',
  });
  expect(mail!.subject).toBe('Jana teilt den eigenen Standort mit Ihnen');
  expect(mail!.body).toBe(
    [
      'Jana teilt über Converge den eigenen Standort in Harbour Lights mit Ihnen, damit jemand Vertrautes weiß, wo Jana ist.',
      '',
      'Hier sehen Sie den Standort: https://converge.app/share/t',
      '',
      'Der Link funktioniert bis 1. Mai 2026, 21:05 UTC oder bis Jana das Teilen beendet.',
    ].join('\n'),
  );
  expect(sms!.body).toBe('Converge: Jana teilt bis 1. Mai 2026, 21:05 UTC den eigenen Standort in Harbour Lights mit Ihnen. Hier sehen Sie, wo: https://converge.app/share/t');
  for (const lang of LANGUAGES) {
    for (const m of shareMessages({ sharerName: 'Jana', venueName: null, url: 'u', expiresAt: new Date(), email: 'e@x', phone: '+1', language: lang })) expect(m.body).not.toContain('{');
  }
});
