import { iceBreakerIn, meetPointIn } from './push-data.rules.js';

describe("a request's ice breaker in the recipient's language", () => {
  it('an opener sent with its key reads in their language, with its arguments as sent', () => {
    expect(iceBreakerIn('de', 'Du magst auch jazz! Wie bist du dazu gekommen?', { key: 'sharedOne', params: { tag: 'jazz' } })).toBe('Du magst auch jazz! Wie bist du dazu gekommen?');
    expect(iceBreakerIn('fr', 'Du magst auch jazz! Wie bist du dazu gekommen?', { key: 'sharedOne', params: { tag: 'jazz' } })).toBe('Toi aussi, tu aimes jazz ! Comment as-tu commencé ?');
    expect(iceBreakerIn('en', 'Du magst auch jazz!', { key: 'sharedOne', params: { tag: 'jazz' } })).toBe('You are into jazz too! How did you get started with it?');
  });

  it('without a key, or with one this build does not know, as the sender sent it', () => {
    expect(iceBreakerIn('de', 'Hey there, nice hat', null)).toBe('Hey there, nice hat');
    expect(iceBreakerIn('de', 'Hey there, nice hat', undefined)).toBe('Hey there, nice hat');
    expect(iceBreakerIn('de', 'Hey there, nice hat', { key: 'constructor', params: {} })).toBe('Hey there, nice hat');
  });
});

describe("a chosen meet point in the recipient's language", () => {
  it("a default point (sent with its key) by its name in their language; a venue's own point as typed", () => {
    expect(meetPointIn('de', 'Main Bar', 'mainBar')).toBe('Hauptbar');
    expect(meetPointIn('ar', 'Entrance', 'entrance')).toBe('المدخل');
    expect(meetPointIn('de', 'Main Bar', null)).toBe('Main Bar');
    expect(meetPointIn('de', 'Main Bar', undefined)).toBe('Main Bar');
    expect(meetPointIn('de', 'Snug', 'toString')).toBe('Snug');
  });
});
