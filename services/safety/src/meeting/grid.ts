import { cellCentre, GRID_CELL_METERS, haversineMeters, sameCell, type GridCell } from '@converge/contracts';

/**
 * Location privacy during a meeting (ARCHITECTURE §4): positions are snapped to the shared grid of
 * libs/contracts (geo/grid.ts, the same ~50 m cells live discovery uses) before any distance is
 * computed. Only the meeting's own way of showing a distance lives here: the two people walk towards
 * each other over kilometres, so the steps grow with the distance, and the same cell reads 0 m
 * ("You're here!"). The same input always gives the same output (no per-request noise to average away).
 */

/** Coarse steps: 0 in the same cell, 50 m steps under 1 km, 100 m steps under 5 km, then whole km. */
export function roundDistance(meters: number): number {
  if (meters < GRID_CELL_METERS / 2) return 0;
  if (meters < 1000) return Math.max(GRID_CELL_METERS, Math.round(meters / 50) * 50);
  if (meters < 5000) return Math.round(meters / 100) * 100;
  return Math.round(meters / 1000) * 1000;
}

/** The one distance the other participant may learn: between two cell centres, rounded. */
export function cellDistance(a: GridCell, b: GridCell): number {
  if (sameCell(a, b)) return 0;
  return roundDistance(haversineMeters(cellCentre(a), cellCentre(b)));
}
