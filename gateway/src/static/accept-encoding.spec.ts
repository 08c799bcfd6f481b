import { chooseCoding } from './accept-encoding.js';

describe('chooseCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // what Chromium sends
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['deflate', undefined],
  ])('%j → %s', (header, expected) => {
    expect(chooseCoding(header)).toBe(expected);
  });

  it('sends the file as it is when the request says nothing', () => {
    expect(chooseCoding(undefined)).toBeUndefined();
  });
});
