import { languageOfPath, pathInLanguage, pathWithoutLanguage, PREFIXED_LANGUAGES } from './language-paths.js';

describe('language paths', () => {
  it('every language but English has pages under its own prefix', () => {
    expect(PREFIXED_LANGUAGES).toEqual(['de', 'fr', 'es', 'ar']);
  });

  it('reads the language from the first segment only', () => {
    expect(languageOfPath('/de/')).toBe('de');
    expect(languageOfPath('/ar/auth')).toBe('ar');
    expect(languageOfPath('/fr')).toBe('fr');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/en/auth')).toBe('en');
    expect(languageOfPath('/auth/de')).toBe('en');
    expect(languageOfPath('/demo')).toBe('en');
  });

  it('takes the language off and puts another on, keeping the query', () => {
    expect(pathWithoutLanguage('/de/auth')).toBe('/auth');
    expect(pathWithoutLanguage('/de/')).toBe('/');
    expect(pathWithoutLanguage('/de')).toBe('/');
    expect(pathWithoutLanguage('/demo')).toBe('/demo');
    expect(pathInLanguage('de', '/')).toBe('/de/');
    expect(pathInLanguage('ar', '/auth?mode=signin')).toBe('/ar/auth?mode=signin');
    expect(pathInLanguage('en', '/fr/privacy-policy')).toBe('/privacy-policy');
    expect(pathInLanguage('es', '/fr/')).toBe('/es/');
    expect(pathInLanguage('en', '/')).toBe('/');
  });
});
