/**
 * Location privacy during a meeting (ARCHITECTURE §4): positions are snapped to a fixed grid of
 * ~50 m cells before any distance is computed, and the distance is shown in coarse steps. The same
 * input always gives the same output (no per-request noise to average away).
 */
export const CELL_METERS = 50;
const METERS_PER_DEGREE_LAT = 111_320;
const EARTH_RADIUS_M = 6_371_000;

export interface Cell {
  row: number;
  col: number;
}

const latStep = (cellMeters: number) => cellMeters / METERS_PER_DEGREE_LAT;

/** Width of a column in degrees of longitude, fixed per row so a cell never moves. */
function lonStep(row: number, cellMeters: number): number {
  const centreLat = (row + 0.5) * latStep(cellMeters);
  return cellMeters / (METERS_PER_DEGREE_LAT * Math.max(Math.cos((centreLat * Math.PI) / 180), 0.01));
}

export function snapToCell(latitude: number, longitude: number, cellMeters = CELL_METERS): Cell {
  const row = Math.floor(latitude / latStep(cellMeters));
  const col = Math.floor(longitude / lonStep(row, cellMeters));
  return { row, col };
}

/** The centre of a cell: the only position distances are ever computed from. */
export function cellCentre({ row, col }: Cell, cellMeters = CELL_METERS): { latitude: number; longitude: number } {
  return { latitude: (row + 0.5) * latStep(cellMeters), longitude: (col + 0.5) * lonStep(row, cellMeters) };
}

export function haversineMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coarse steps: 0 in the same cell, 50 m steps under 1 km, 100 m steps under 5 km, then whole km. */
export function roundDistance(meters: number): number {
  if (meters < CELL_METERS / 2) return 0;
  if (meters < 1000) return Math.max(CELL_METERS, Math.round(meters / 50) * 50);
  if (meters < 5000) return Math.round(meters / 100) * 100;
  return Math.round(meters / 1000) * 1000;
}

/** The one distance another person may learn: between two cells, rounded. */
export function cellDistance(a: Cell, b: Cell): number {
  if (a.row === b.row && a.col === b.col) return 0;
  return roundDistance(haversineMeters(cellCentre(a), cellCentre(b)));
}

/** Close enough to say "You're here!": the same or a neighbouring cell. */
export const ARRIVED_WITHIN_METERS = CELL_METERS;
