import { distanceKm, roundKm } from './geo.js';

describe('distanceKm', () => {
  test('is zero for the same point', () => {
    expect(distanceKm(51.5, -0.12, 51.5, -0.12)).toBe(0);
  });

  test('London to Paris is about 344 km', () => {
    expect(distanceKm(51.5074, -0.1278, 48.8566, 2.3522)).toBeCloseTo(343.6, 0);
  });

  test('one degree of latitude is about 111.2 km anywhere', () => {
    expect(distanceKm(0, 0, 1, 0)).toBeCloseTo(111.19, 1);
    expect(distanceKm(60, 20, 61, 20)).toBeCloseTo(111.19, 1);
  });

  test('one degree of longitude shrinks with the cosine of latitude', () => {
    expect(distanceKm(60, 0, 60, 1)).toBeCloseTo(111.19 * Math.cos(Math.PI / 3), 1);
  });

  test('crosses the antimeridian the short way', () => {
    expect(distanceKm(0, 179.5, 0, -179.5)).toBeCloseTo(111.19, 1);
  });

  test('is symmetric and handles antipodes', () => {
    expect(distanceKm(10, 20, -30, 40)).toBeCloseTo(distanceKm(-30, 40, 10, 20), 9);
    expect(distanceKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  test('100 m north is 0.1 km', () => {
    expect(distanceKm(52.52, 13.405, 52.52 + 0.1 / 111.195, 13.405)).toBeCloseTo(0.1, 3);
  });
});

test('roundKm keeps 10 m steps', () => {
  expect(roundKm(1.23456)).toBe(1.23);
  expect(roundKm(0.004)).toBe(0);
});
