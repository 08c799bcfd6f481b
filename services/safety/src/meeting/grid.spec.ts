import { cellCentre, haversineMeters, snapToCell as snap } from '@converge/contracts';
import { cellDistance, roundDistance } from './grid.js';

const snapToCell = (latitude: number, longitude: number) => snap({ latitude, longitude });

const base = { latitude: 51.5074, longitude: -0.1278 };
/** Moves a point north/east by metres (small distances). */
function offset(p: { latitude: number; longitude: number }, north: number, east: number) {
  return {
    latitude: p.latitude + north / 111_320,
    longitude: p.longitude + east / (111_320 * Math.cos((p.latitude * Math.PI) / 180)),
  };
}

describe('grid snapping', () => {
  test('every point inside one cell snaps to the same cell, whose centre is within the cell', () => {
    const cell = snapToCell(base.latitude, base.longitude);
    const centre = cellCentre(cell);
    expect(snapToCell(centre.latitude, centre.longitude)).toEqual(cell);
    expect(haversineMeters(base, centre)).toBeLessThan(40); // half the diagonal of a 50 m cell
  });

  test('moving a few metres inside a cell never changes the reported distance', () => {
    const partner = snapToCell(...coords(offset(base, 400, 0)));
    const centre = cellCentre(snapToCell(base.latitude, base.longitude));
    const distances = new Set<number>();
    for (const [n, e] of [
      [-20, -20],
      [0, 0],
      [10, -5],
      [20, 20],
      [-10, 15],
    ]) {
      distances.add(cellDistance(snapToCell(...coords(offset(centre, n, e))), partner));
    }
    expect(distances.size).toBe(1);
  });

  test('the same input always gives the same output (no noise to average away)', () => {
    const a = snapToCell(...coords(base));
    const b = snapToCell(...coords(offset(base, 730, 120)));
    expect(cellDistance(a, b)).toBe(cellDistance(a, b));
    expect(cellDistance(a, b)).toBe(cellDistance(b, a));
  });

  test('an attacker moving in 1 m steps only ever learns multiples of 50 m', () => {
    const victim = snapToCell(...coords(offset(base, 123, 77)));
    for (let m = 0; m < 600; m += 1) {
      const d = cellDistance(snapToCell(...coords(offset(base, m, 0))), victim);
      expect(d % 50).toBe(0);
    }
  });

  test('the same cell is 0 m; a real 300 m apart reads about 300 m', () => {
    const a = snapToCell(...coords(base));
    expect(cellDistance(a, a)).toBe(0);
    const d = cellDistance(a, snapToCell(...coords(offset(base, 300, 0))));
    expect(d).toBeGreaterThanOrEqual(250);
    expect(d).toBeLessThanOrEqual(350);
  });
});

describe('distance rounding', () => {
  test.each([
    [0, 0],
    [20, 0],
    [26, 50],
    [74, 50],
    [76, 100],
    [999, 1000],
    [1234, 1200],
    [4960, 5000],
    [12_345, 12_000],
  ])('%d m reads %d m', (input, expected) => {
    expect(roundDistance(input)).toBe(expected);
  });
});

function coords(p: { latitude: number; longitude: number }): [number, number] {
  return [p.latitude, p.longitude];
}
