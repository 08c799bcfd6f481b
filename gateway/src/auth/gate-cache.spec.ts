import { jest } from '@jest/globals';
import { GateCache } from './gate-cache.js';

const passed = { ageVerified: true, hasProfile: true, roles: [] };

afterEach(() => jest.useRealTimers());

test('a passed gate is trusted for 10 s; a failing one is never kept', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const gates = new GateCache();
  gates.remember('a', passed);
  gates.remember('b', { ...passed, hasProfile: false });
  expect(gates.get('a')).toEqual(passed);
  expect(gates.get('b')).toBeUndefined();
  jest.setSystemTime(1_010_001);
  expect(gates.get('a')).toBeUndefined();
});

test('half-way through its life a gate in use asks for one background refresh, not more', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const gates = new GateCache();
  gates.remember('a', passed);
  expect(gates.shouldRefresh('a')).toBe(false);
  jest.setSystemTime(1_005_001);
  expect(gates.shouldRefresh('a')).toBe(true);
  expect(gates.shouldRefresh('a')).toBe(false); // one refresh in flight
  gates.remember('a', passed); // the refresh arrived: a fresh 10 s
  jest.setSystemTime(1_014_000);
  expect(gates.get('a')).toEqual(passed);
  expect(gates.shouldRefresh('a')).toBe(true);
});

test('a refresh that finds the gate no longer passing drops the cached one at once', () => {
  const gates = new GateCache();
  gates.remember('a', passed);
  gates.remember('a', { ...passed, ageVerified: false });
  expect(gates.get('a')).toBeUndefined();
});
