import { compareEntries, effectiveLookingFor, firstPage, isFresh, judgeMovement, myLiveStatus } from './live-status.rules.js';
import type { StoredStatus } from './live-status.store.js';

describe('live status rules', () => {
  const berlin = { latitude: 52.52, longitude: 13.405 };

  it('walking, driving and GPS jumps are plausible; Berlin to Paris in a minute is not', () => {
    expect(judgeMovement(null, { ...berlin, at: 0 }).plausible).toBe(true);
    expect(judgeMovement({ ...berlin, at: 0 }, { latitude: 52.521, longitude: 13.405, at: 60_000 }).plausible).toBe(true);
    // 800 m in one second: a GPS jump, tolerated.
    expect(judgeMovement({ ...berlin, at: 0 }, { latitude: 52.5272, longitude: 13.405, at: 1000 }).plausible).toBe(true);
    // 100 km in an hour by car.
    expect(judgeMovement({ ...berlin, at: 0 }, { latitude: 53.42, longitude: 13.405, at: 3_600_000 }).plausible).toBe(true);
    const paris = judgeMovement({ ...berlin, at: 0 }, { latitude: 48.8566, longitude: 2.3522, at: 60_000 });
    expect(paris.plausible).toBe(false);
    expect(paris.speedMps).toBeGreaterThan(10_000);
    // Berlin to Paris in two hours: a plane is ~1,000 km/h, 878 km in 2 h is fine.
    expect(judgeMovement({ ...berlin, at: 0 }, { latitude: 48.8566, longitude: 2.3522, at: 2 * 3_600_000 }).plausible).toBe(true);
  });

  it('orders by shown distance, then by a per-viewer hash (not by id, not by exact distance)', () => {
    const people = [
      { userId: 'c', distance: 100 },
      { userId: 'a', distance: 25 },
      { userId: 'b', distance: 100 },
      { userId: 'd', distance: 100 },
    ];
    const sorted = [...people].sort(compareEntries('viewer-1'));
    expect(sorted[0]!.userId).toBe('a');
    expect(sorted.slice(1).every((p) => p.distance === 100)).toBe(true);
    expect([...people].reverse().sort(compareEntries('viewer-1'))).toEqual(sorted);
  });

  it('within one distance step the order is per viewer: neither by id nor the same for everyone', () => {
    const sameStep = Array.from({ length: 20 }, (_, i) => ({ userId: `user-${String(i).padStart(2, '0')}`, distance: 50 }));
    const ids = (viewerId: string) => [...sameStep].sort(compareEntries(viewerId)).map((p) => p.userId);
    const byId = sameStep.map((p) => p.userId);
    expect(ids('viewer-1')).not.toEqual(byId);
    expect(ids('viewer-1')).not.toEqual(ids('viewer-2'));
    expect(ids('viewer-1')).toEqual(ids('viewer-1'));
  });

  it('the page is the first people in that same order, whatever order they arrive in', () => {
    const people = Array.from({ length: 120 }, (_, i) => ({ userId: `u${i}`, distance: 25 * (1 + (i % 7)) }));
    const expected = [...people].sort(compareEntries('viewer-2')).slice(0, 50);
    expect(firstPage('viewer-2', people, 50)).toEqual(expected);
    expect(firstPage('viewer-2', [...people].reverse(), 50)).toEqual(expected);
    expect(firstPage('viewer-2', people.slice(0, 3), 50)).toHaveLength(3);
    expect(firstPage('viewer-2', [], 50)).toEqual([]);
  });

  it('two people the per-viewer order cannot tell apart (the same pair hash) are still listed in one fixed order, by id', () => {
    // For viewer-1 these two ids have the same 32-bit pair hash.
    const tied = [
      { userId: 'uf4541kgno', distance: 25 },
      { userId: 'tqulffzg45', distance: 25 },
    ];
    const ids = (people: typeof tied) => [...people].sort(compareEntries('viewer-1')).map((p) => p.userId);
    expect(ids(tied)).toEqual(['tqulffzg45', 'uf4541kgno']);
    expect(ids([...tied].reverse())).toEqual(['tqulffzg45', 'uf4541kgno']);
    expect(firstPage('viewer-1', tied, 1).map((p) => p.userId)).toEqual(['tqulffzg45']);
    expect(firstPage('viewer-1', [...tied].reverse(), 1).map((p) => p.userId)).toEqual(['tqulffzg45']);
  });

  it('a status is stale 10 minutes after its last update', () => {
    const ten = 10 * 60 * 1000;
    expect(isFresh(1000, 1000 + ten - 1, ten)).toBe(true);
    expect(isFresh(1000, 1000 + ten, ten)).toBe(false);
    expect(isFresh(null, 0, ten)).toBe(false);
    // An unreadable last-update time is never live.
    expect(isFresh(Number.POSITIVE_INFINITY, 1000, ten)).toBe(false);
  });

  it('looking for: the live status says, else the profile, else Everyone', () => {
    expect(effectiveLookingFor({ lookingFor: ['Women'] }, { lookingFor: ['Men'] })).toEqual(['Women']);
    expect(effectiveLookingFor({ lookingFor: [] }, { lookingFor: ['Men'] })).toEqual(['Men']);
    expect(effectiveLookingFor({ lookingFor: [] }, { lookingFor: [] })).toEqual(['Everyone']);
    expect(effectiveLookingFor({ lookingFor: [] }, null)).toEqual(['Everyone']);
  });

  it('my live status: offline without a status; otherwise it lapses one stale period after the last update', () => {
    const ten = 10 * 60_000;
    expect(myLiveStatus(null, 0, ten)).toEqual({ live: false, currentActivity: null, currentMood: null, statusMessage: null, interestTags: [], lookingFor: [], expiresAt: null });
    const status = { at: 1_000_000, currentActivity: 'coffee', currentMood: 'chatty', statusMessage: 'hi', interestTags: ['jazz'], lookingFor: [] } as unknown as StoredStatus;
    expect(myLiveStatus(status, 1_000_000 + 60_000, ten)).toEqual({
      live: true,
      currentActivity: 'coffee',
      currentMood: 'chatty',
      statusMessage: 'hi',
      interestTags: ['jazz'],
      lookingFor: [],
      expiresAt: new Date(1_000_000 + ten).toISOString(),
    });
    // Read after it went stale (the caller decides freshness): never an expiry in the past.
    expect(myLiveStatus(status, 1_000_000 + 2 * ten, ten).expiresAt).toBe(new Date(1_000_000 + 2 * ten).toISOString());
  });
});
