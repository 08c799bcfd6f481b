import { cellCentre, cellDistanceMeters, cellKey, distancesFrom, distanceStep, GRID_CELL_METERS, haversineMeters, sameCell, snapToCell, withinProximity } from './grid.js';

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
    for (const [dy, dx] of [
      [-20, -20],
      [20, 20],
      [-20, 20],
      [0, 0],
      [10, -10],
    ])
      expect(snapToCell(east(north(centre, dy!), dx!))).toEqual(cell);
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

  // What mutation testing found untested.
  it('two cells in the same row or column are not the same cell: 2 km apart says 2 km, not "You\'re here!"', () => {
    const a = snapToCell(berlin);
    const sameRow = { row: a.row, col: a.col + 40 };
    const sameCol = { row: a.row + 40, col: a.col };
    expect(sameCell(a, sameRow)).toBe(false);
    expect(sameCell(a, sameCol)).toBe(false);
    expect(sameCell(a, { ...a })).toBe(true);
    expect(cellDistanceMeters(a, sameRow)).toBe(2000);
    expect(cellDistanceMeters(a, sameCol)).toBe(2025);
    expect(distancesFrom(a)({ row: a.row, col: a.col + 1 })).toBe(50);
    expect(withinProximity(a, sameRow, 100)).toBe(false);
  });

  it('a cell key names the row and the column, so different cells never share a key', () => {
    expect(cellKey({ row: -3, col: 12 })).toBe('-3:12');
    expect(cellKey({ row: 1, col: 23 })).not.toBe(cellKey({ row: 12, col: 3 }));
  });

  // Cells are stored (live status, presence) and compared across releases: the grid must never move.
  // South of the equator and west of Greenwich the row/column are negative, where floor and trunc differ.
  it.each([
    ['Berlin', 52.52, 13.405, 116930, 18160],
    ['Sydney', -33.8688, 151.2093, -75406, 279527],
    ['New York', 40.7128, -74.006, 90642, -124892],
    ['São Paulo', -23.5505, -46.6333, -52433, -95177],
    ['Tromsø', 69.65, 18.95, 155068, 14671],
  ])('%s lies in the fixed cell it always had, within half a cell diagonal of its centre', (_city, latitude, longitude, row, col) => {
    const cell = snapToCell({ latitude, longitude });
    expect(cell).toEqual({ row, col });
    expect(haversineMeters({ latitude, longitude }, cellCentre(cell))).toBeLessThanOrEqual(36);
  });

  it('every point just south of the equator or just west of Greenwich snaps to the cell that contains it', () => {
    for (const latitude of [-0.0001, -0.0003, -12.345, -54.8]) {
      for (const longitude of [-0.0002, -0.0004, -70.25, 0.0002]) {
        const cell = snapToCell({ latitude, longitude });
        expect(cell.row).toBeLessThan(0);
        if (longitude < 0) expect(cell.col).toBeLessThan(0);
        expect(haversineMeters({ latitude, longitude }, cellCentre(cell))).toBeLessThanOrEqual(36);
      }
    }
  });
});
