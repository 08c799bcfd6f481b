import { fill, placeholdersOf, translationProblems, type Translations } from './messages.js';

describe('fill', () => {
  it('fills every {name} argument, each as often as it appears', () => {
    expect(fill('{a} met {b}; {a} left', { a: 'Ava', b: 'Ben' })).toBe('Ava met Ben; Ava left');
    expect(fill('{n} min', { n: 5 })).toBe('5 min');
  });
  it('leaves an argument it was not given visible, and never fills a value a second time', () => {
    expect(fill('Hi {who}')).toBe('Hi {who}');
    expect(fill('{a} and {b}', { a: '{b}', b: 'x' })).toBe('{b} and x');
  });
  it('fills an empty string as nothing', () => {
    expect(fill('a{x}b', { x: '' })).toBe('ab');
  });
});

test('placeholdersOf: sorted, without repeats', () => {
  expect(placeholdersOf('{b} {a} {b}')).toEqual(['a', 'b']);
  expect(placeholdersOf('none')).toEqual([]);
});

describe('translationProblems', () => {
  const good: Translations<'hi' | 'bye'> = {
    en: { hi: 'Hi {name}', bye: 'Bye' },
    de: { hi: 'Hallo {name}', bye: 'Tschüss' },
    fr: { hi: 'Salut {name}', bye: 'Salut' },
    es: { hi: 'Hola {name}', bye: 'Adiós' },
    ar: { hi: 'مرحبًا {name}', bye: 'وداعًا' },
  };
  it('finds nothing in a complete table', () => {
    expect(translationProblems(good)).toEqual([]);
  });
  it('names a missing or empty message, a placeholder that differs, and a key English does not have', () => {
    const bad = {
      ...good,
      de: { hi: 'Hallo {nom}' },
      fr: { hi: 'Salut {name}', bye: ' ' },
      es: { ...good.es, extra: 'x' },
    } as unknown as Translations<'hi' | 'bye'>;
    expect(translationProblems(bad)).toEqual(['de.hi: placeholders nom ≠ name', 'de.bye: missing', 'fr.bye: missing', 'es.extra: not in English']);
  });
});
