import { decodeStatus, encodeStatus, headerOf, type StoredStatus } from './live-status.store.js';

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
    expect(headerOf(raw)).toEqual({ header: { row: -1234, col: 5678, currentActivity: 'coffee_break', lookingFor: ['Men', 'Women'] }, status: null });
    expect(decodeStatus(raw)).toEqual(status);
  });

  it('an empty looking-for reads as empty (the profile decides)', () => {
    expect(headerOf(encodeStatus({ ...status, lookingFor: [] })).header.lookingFor).toEqual([]);
  });

  it('reads values written before the head existed (plain JSON)', () => {
    const raw = JSON.stringify(status);
    expect(headerOf(raw)).toEqual({ header: status, status });
    expect(decodeStatus(raw)).toEqual(status);
  });
});
