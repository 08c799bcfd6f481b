import { decodeStatus, encodeStatus, headerOf, parseCard, parseStatus, type StoredStatus } from './live-status.store.js';

const status: StoredStatus = {
  statusId: 's1',
  userId: 'u1',
  row: -1234,
  col: 5678,
  latitude: 52.5,
  longitude: 13.4,
  at: 1_764_000_000_000,
  currentActivity: 'coffee_break',
  currentMood: 'open_to_chat',
  statusMessage: 'a | b {not json} | c',
  interestTags: ['jazz'],
  lookingFor: ['Men', 'Women'],
};

describe('stored live status', () => {
  it('reads the head a nearby query filters on without the JSON, and the whole status back', () => {
    const raw = encodeStatus(status);
    expect(headerOf(raw)).toEqual({ row: -1234, col: 5678, currentActivity: 'coffee_break', lookingFor: ['Men', 'Women'] });
    expect(decodeStatus(raw)).toEqual(status);
  });

  it('an empty looking-for reads as empty (the profile decides)', () => {
    expect(headerOf(encodeStatus({ ...status, lookingFor: [] })).lookingFor).toEqual([]);
  });

  it('reads values written before the head existed (plain JSON)', () => {
    const raw = JSON.stringify(status);
    expect(headerOf(raw)).toEqual(status);
    expect(decodeStatus(raw)).toEqual(status);
  });
});

describe('parsed cards', () => {
  const card = { displayName: 'Ana', age: 30, photo: null, gender: null, lookingFor: ['Everyone'], isIncognito: false, isVerified: false };

  it('the same JSON text is parsed once; a changed card is a new text, so parsed anew (never stale)', () => {
    const json = JSON.stringify(card);
    const first = parseCard(json);
    expect(first).toEqual(card);
    expect(parseCard(`${json}`)).toBe(first);
    expect(parseCard(JSON.stringify({ ...card, isIncognito: true })).isIncognito).toBe(true);
  });
});

describe('parsed statuses', () => {
  it('the same stored text is parsed once; an updated status is a new text, so parsed anew (never stale)', () => {
    const raw = encodeStatus(status);
    const first = parseStatus(raw);
    expect(first).toEqual(status);
    expect(parseStatus(`${raw.slice(0, 10)}${raw.slice(10)}`)).toBe(first);
    expect(parseStatus(encodeStatus({ ...status, currentMood: 'focused' })).currentMood).toBe('focused');
  });
});
