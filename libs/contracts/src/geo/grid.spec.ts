import { cellCentre, cellDistanceMeters, distanceStep, GRID_CELL_METERS, haversineMeters, snapToCell, withinProximity } from './grid.js';

const berlin = { latitude: 52.52, longitude: 13.405 };
const north = (p: { latitude: number; longitude: number }, m: number) => ({ latitude: p.latitude + m / 111_320, longitude: p.longitude });
const east = (p: { latitude: number; longitude: number }, m: number) => ({
  latitude: p.latitude,
  longitude: p.longitude + m / (111_320 * Math.cos((p.latitude * Math.PI) / 180)),
});

describe('grid', () => {
  it('cells are about 50 m wide and high, at the equator and far north', () => {
    for (const origin of [{ latitude: 0.01, longitude: 0.01 }, berlin, { latitude: 69.65, longitude: 18.95 }]) {
      const cell = snapToCell(origin);
      const up = cellCentre({ row: cell.row + 1, col: cell.col });
      const right = cellCentre({ row: cell.row, col: cell.col + 1 });
      expect(Math.abs(haversineMeters(cellCentre(cell), { latitude: up.latitude, longitude: cellCentre(cell).longitude }) - GRID_CELL_METERS)).toBeLessThan(1);
      expect(Math.abs(haversineMeters(cellCentre(cell), right) - GRID_CELL_METERS)).toBeLessThan(1.5);
    }
  });

  it('every point of a cell snaps to the same cell, and its centre snaps back to it', () => {
    const cell = snapToCell(berlin);
    expect(snapToCell(cellCentre(cell))).toEqual(cell);
    const centre = cellCentre(cell);
    for (const [dy, dx] of [[-20, -20], [20, 20], [-20, 20], [0, 0], [10, -10]]) expect(snapToCell(east(north(centre, dy!), dx!))).toEqual(cell);
  });

  it('distances come in 25 m steps, never below 25 m', () => {
    expect(distanceStep(0)).toBe(25);
    expect(distanceStep(12)).toBe(25);
    expect(distanceStep(49)).toBe(50);
    expect(distanceStep(62.4)).toBe(50);
    expect(distanceStep(63)).toBe(75);
    expect(distanceStep(1012)).toBe(1000);
  });

  it('moving 10 m inside a cell changes nothing; the distance is the same on every call', () => {
    const me = snapToCell(berlin);
    const target = cellCentre({ row: me.row + 4, col: me.col + 2 });
    const d1 = cellDistanceMeters(me, snapToCell(target));
    const d2 = cellDistanceMeters(me, snapToCell(north(target, 10)));
    const d3 = cellDistanceMeters(me, snapToCell(east(target, -10)));
    expect(d1 % 25).toBe(0);
    expect(new Set([d1, d2, d3, cellDistanceMeters(me, snapToCell(target))]).size).toBe(1);
  });

  it('two people in the same cell are 25 m apart; proximity is decided on cells', () => {
    const a = snapToCell(berlin);
    expect(cellDistanceMeters(a, a)).toBe(25);
    const far = snapToCell(north(cellCentre(a), 200));
    expect(cellDistanceMeters(a, far)).toBe(200);
    expect(withinProximity(a, far, 200)).toBe(true);
    expect(withinProximity(a, far, 175)).toBe(false);
  });
});
