/**
 * Location privacy: a position is snapped to a fixed grid of ~50 m cells before it is
 * stored or compared, and the only distance anyone else learns is between two cell centres, shown in
 * 25 m steps. The same two cells always give the same answer (no per-request noise that could be
 * averaged away), so an attacker who spoofs positions and queries at will learns at best the cell.
 */
export const GRID_CELL_METERS = 50;
/** Live discovery shows distances in these steps (25 m steps on the slider). */
export const DISTANCE_STEP_METERS = 25;

const METERS_PER_DEGREE_LAT = 111_320;
const EARTH_RADIUS_M = 6_371_000;

export interface GridCell {
  row: number;
  col: number;
}

export interface LatLon {
  latitude: number;
  longitude: number;
}

const LAT_STEP = GRID_CELL_METERS / METERS_PER_DEGREE_LAT;

/** Width of a column in degrees of longitude, fixed per row so a cell never moves. */
function lonStep(row: number): number {
  const centreLat = Math.min(89.9, Math.max(-89.9, (row + 0.5) * LAT_STEP));
  return GRID_CELL_METERS / (METERS_PER_DEGREE_LAT * Math.max(Math.cos((centreLat * Math.PI) / 180), 0.01));
}

export function snapToCell(position: LatLon): GridCell {
  const row = Math.floor(position.latitude / LAT_STEP);
  const col = Math.floor(position.longitude / lonStep(row));
  return { row, col };
}

/** The centre of a cell: the only position a distance shown to someone else is computed from. */
export function cellCentre({ row, col }: GridCell): LatLon {
  const latitude = Math.min(90, Math.max(-90, (row + 0.5) * LAT_STEP));
  const longitude = Math.min(180, Math.max(-180, (col + 0.5) * lonStep(row)));
  return { latitude, longitude };
}

export function sameCell(a: GridCell, b: GridCell): boolean {
  return a.row === b.row && a.col === b.col;
}

export function cellKey({ row, col }: GridCell): string {
  return `${row}:${col}`;
}

export function haversineMeters(a: LatLon, b: LatLon): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounds to the nearest 25 m step; never below one step ("0 m away" would say "same cell"). */
export function distanceStep(meters: number): number {
  return Math.max(DISTANCE_STEP_METERS, Math.round(meters / DISTANCE_STEP_METERS) * DISTANCE_STEP_METERS);
}

/** The one distance another person may learn: between two cell centres, in 25 m steps. */
export function cellDistanceMeters(a: GridCell, b: GridCell): number {
  return distancesFrom(a)(b);
}

/** cellDistanceMeters from one cell to many (its centre computed once): for lists of hundreds. */
export function distancesFrom(a: GridCell): (b: GridCell) => number {
  const centre = cellCentre(a);
  return (b) => (sameCell(a, b) ? DISTANCE_STEP_METERS : distanceStep(haversineMeters(centre, cellCentre(b))));
}

/** Inside the proximity or not is decided on the shown (cell) distance, never on exact positions. */
export function withinProximity(a: GridCell, b: GridCell, proximityMeters: number): boolean {
  return cellDistanceMeters(a, b) <= proximityMeters;
}
