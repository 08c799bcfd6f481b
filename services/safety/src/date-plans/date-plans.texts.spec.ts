import { LANGUAGES, translationProblems } from '@converge/contracts';
import { datePlanMail } from './date-plans.rules.js';
import { DATE_PLAN_TEXTS } from './date-plans.texts.js';

type Key = keyof (typeof DATE_PLAN_TEXTS)['en'];
const unsubscribable = { headers: {}, footer: [] };

test('every language has every message of the date-plan mail, with English placeholders, each translated', () => {
  expect(Object.keys(DATE_PLAN_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  expect(translationProblems(DATE_PLAN_TEXTS)).toEqual([]);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const same = (Object.keys(DATE_PLAN_TEXTS.en) as Key[]).filter((k) => DATE_PLAN_TEXTS[lang][k] === DATE_PLAN_TEXTS.en[k]);
    expect({ lang, same }).toEqual({ lang, same: [] });
  }
});

test('a German owner’s contacts get the plan in German, with who, where, when and the link', () => {
  const mail = datePlanMail({
    ownerName: 'Jana',
    firstName: 'Sam',
    venueName: 'Harbour Lights',
    startsAt: new Date('2026-05-01T19:30:00Z'),
    url: 'https://converge.app/date/t',
    email: 'friend@example.com',
    unsubscribable,
    language: 'de',
  });
  expect(mail.subject).toBe('Jana hat den Plan für ein Date mit Ihnen geteilt');
  expect(mail.body).toBe(
    [
      'Jana trifft sich am 1. Mai 2026, 19:30 UTC mit Sam in Harbour Lights und hat den Plan über Converge mit Ihnen geteilt, damit jemand Vertrautes Bescheid weiß.',
      '',
      'Zum Plan: https://converge.app/date/t',
      '',
      'Der Link funktioniert bis einen Tag nach dem Date oder bis Jana ihn zurücknimmt.',
    ].join('\n'),
  );
  for (const lang of LANGUAGES) {
    const m = datePlanMail({ ownerName: 'Jana', firstName: 'Sam', venueName: null, startsAt: new Date(), url: 'u', email: 'e@x', unsubscribable, language: lang });
    expect(m.body + m.subject).not.toContain('{');
  }
});

test('a match with no name is named from the table, in the owner’s language', () => {
  const mail = (language: 'en' | 'de' | 'fr' | 'es' | 'ar') =>
    datePlanMail({ ownerName: 'Jana', firstName: null, venueName: null, startsAt: new Date('2026-05-01T19:30:00Z'), url: 'u', email: 'e@x', unsubscribable, language });
  expect(mail('en').body.split('\n')[0]).toBe('Jana is meeting their date on 1 May 2026, 19:30 UTC and shared the plan with you through Converge, so that someone they trust knows.');
  expect(mail('de').body.split('\n')[0]).toBe(
    'Jana trifft sich am 1. Mai 2026, 19:30 UTC mit einer Bekanntschaft aus Converge und hat den Plan über Converge mit Ihnen geteilt, damit jemand Vertrautes Bescheid weiß.',
  );
  for (const lang of LANGUAGES) expect(mail(lang).body).toContain(DATE_PLAN_TEXTS[lang].unnamedDate);
});
