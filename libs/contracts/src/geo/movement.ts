import { haversineMeters, type LatLon } from './grid.js';

/** Faster than an airliner (~1,000 km/h) is not a person moving: the update is ignored and flagged. */
export const MAX_PLAUSIBLE_SPEED_MPS = 280;
/** GPS jumps of up to this much are normal (a fix indoors, a Wi-Fi position) whatever the time. */
export const GPS_JUMP_TOLERANCE_M = 1000;

export interface Fix extends LatLon {
  at: number;
}

export interface MovementVerdict {
  plausible: boolean;
  speedMps: number;
}

/** Could a person have moved from `previous` to `next` in the time between them? (live discovery, meetings) */
export function judgeMovement(previous: Fix | null, next: Fix): MovementVerdict {
  if (!previous) return { plausible: true, speedMps: 0 };
  const meters = haversineMeters(previous, next);
  const seconds = Math.max((next.at - previous.at) / 1000, 0.001);
  const speedMps = meters / seconds;
  return { plausible: meters <= GPS_JUMP_TOLERANCE_M || speedMps <= MAX_PLAUSIBLE_SPEED_MPS, speedMps };
}
