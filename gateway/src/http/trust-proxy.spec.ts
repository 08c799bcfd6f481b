import { trustProxySetting } from './trust-proxy.js';

test('trusts no proxy unless told: unset, empty and "false" all mean the socket address is the client', () => {
  expect(trustProxySetting(undefined)).toBe(false);
  expect(trustProxySetting('')).toBe(false);
  expect(trustProxySetting('false')).toBe(false);
});

test('a hop count, addresses or CIDRs, or (knowingly) everyone', () => {
  const oneHop = trustProxySetting('1') as (address: string, hop: number) => boolean;
  expect([oneHop('10.1.2.3', 0), oneHop('10.1.2.3', 1)]).toEqual([true, false]);
  expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  expect(trustProxySetting('true')).toBe(true);
});
