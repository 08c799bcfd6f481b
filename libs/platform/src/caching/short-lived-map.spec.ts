import { jest } from '@jest/globals';
import { ShortLivedMap } from './short-lived-map.js';

afterEach(() => jest.useRealTimers());

test('an entry lapses its lifetime after it was kept, and keeping it again starts the lifetime over', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const map = new ShortLivedMap<string>(1000);
  map.set('a', 'first');
  jest.setSystemTime(1_000_999);
  expect(map.get('a')).toBe('first');
  map.set('a', 'again');
  jest.setSystemTime(1_001_500);
  expect(map.get('a')).toBe('again');
  jest.setSystemTime(1_001_999);
  expect(map.get('a')).toBeUndefined();
  expect(map.size).toBe(0); // a lapsed entry read is dropped
});

test('when full, the lapsed entries go first, then the oldest', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const map = new ShortLivedMap<number>(1000, 3);
  map.set('a', 1);
  jest.setSystemTime(1_000_500);
  map.set('b', 2);
  map.set('c', 3);
  jest.setSystemTime(1_001_000); // a has lapsed, b and c have not
  map.set('d', 4);
  expect([map.get('a'), map.get('b'), map.get('c'), map.get('d')]).toEqual([undefined, 2, 3, 4]);
  map.set('b', 22); // kept again: now the newest
  map.set('e', 5); // full of live entries: the oldest (c) goes
  expect([map.get('b'), map.get('c'), map.get('d'), map.get('e')]).toEqual([22, undefined, 4, 5]);
});

test('deleteWhere drops every entry whose value matches', () => {
  const map = new ShortLivedMap<{ userId: string }>(1000);
  map.set('s1', { userId: 'u1' });
  map.set('s2', { userId: 'u2' });
  map.set('s3', { userId: 'u1' });
  map.deleteWhere((session) => session.userId === 'u1');
  expect([map.get('s1'), map.get('s2'), map.get('s3')]).toEqual([undefined, { userId: 'u2' }, undefined]);
});
