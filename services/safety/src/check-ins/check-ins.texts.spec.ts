import { LANGUAGES, translationProblems } from '@converge/contracts';
import { EMERGENCY_TEXTS } from '../emergency/emergency.texts.js';
import { CHECK_IN_TEXTS } from './check-ins.texts.js';
import { VENUE_ALERT_TEXTS } from './venue-alert.texts.js';

test.each([
  ['check-in', CHECK_IN_TEXTS],
  ['emergency', EMERGENCY_TEXTS],
  ['venue staff alert', VENUE_ALERT_TEXTS],
] as const)('the %s texts: every language has every message, with English placeholders', (_, table) => {
  expect(Object.keys(table).sort()).toEqual([...LANGUAGES].sort());
  expect(translationProblems(table as never)).toEqual([]);
});

test('no language is English copied over (each message is translated, or is only a name or a link)', () => {
  for (const table of [CHECK_IN_TEXTS, EMERGENCY_TEXTS, VENUE_ALERT_TEXTS] as Array<Record<string, Record<string, string>>>) {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = Object.keys(table.en!).filter((k) => table[lang]![k] === table.en![k]);
      expect({ lang, same }).toEqual({ lang, same: [] });
    }
  }
});
