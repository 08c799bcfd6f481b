import { languageSchema } from './language-schema.js';
import { isLanguage, isRtl, LANGUAGES, pickFromList, pickLanguage } from './languages.js';

describe('languages', () => {
  it('are English, German, French, Spanish and Arabic, English first', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'fr', 'es', 'ar']);
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('it')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('only Arabic is written right to left', () => {
    expect(LANGUAGES.filter(isRtl)).toEqual(['ar']);
  });

  it('picks by q-value, ties in the order given', () => {
    expect(pickLanguage('fr;q=0.4, de;q=0.9, en;q=0.8')).toBe('de');
    expect(pickLanguage('es, fr')).toBe('es');
    expect(pickLanguage('fr;q=0.5, es;q=0.5')).toBe('fr');
    expect(pickLanguage('en;q=0.5, ar')).toBe('ar');
  });

  it('counts a region as its language, in any case', () => {
    expect(pickLanguage('de-AT,de;q=0.9')).toBe('de');
    expect(pickLanguage('AR-eg')).toBe('ar');
    expect(pickLanguage('es_MX')).toBe('es');
  });

  it('skips languages it does not speak, q=0 and the wildcard, then falls back to English', () => {
    expect(pickLanguage('it-IT, ja;q=0.9, fr;q=0.1')).toBe('fr');
    expect(pickLanguage('de;q=0, fr;q=0.2')).toBe('fr');
    expect(pickLanguage('de;q=0')).toBe('en');
    expect(pickLanguage('*')).toBe('en');
    expect(pickLanguage('it, ja')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('de;q=abc, es;q=2')).toBe('en');
  });

  it("takes the browser's list first match first", () => {
    expect(pickFromList(['it-IT', 'de-CH', 'en'])).toBe('de');
    expect(pickFromList(['en-US', 'ar'])).toBe('en');
    expect(pickFromList([])).toBe('en');
    expect(pickFromList(undefined)).toBe('en');
  });

  it('the schema names the field and the choices', () => {
    expect(languageSchema.parse('ar')).toBe('ar');
    const result = languageSchema.safeParse('it');
    expect(result.success).toBe(false);
  });
});
