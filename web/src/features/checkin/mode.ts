import { useSyncExternalStore } from 'react';
import type { CheckInMode } from '@converge/contracts';

/**
 * Whether the next check-in is for dating (default) or professional networking. Kept in a
 * tiny store so the location check-in and a QR scan (started from the scanner overlay) use the same
 * choice, and it survives the check-in view remounting.
 */
let mode: CheckInMode = 'dating';
const listeners = new Set<() => void>();

export const checkInMode = {
  get: () => mode,
  set: (next: CheckInMode) => {
    mode = next;
    listeners.forEach((l) => l());
  },
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useCheckInMode(): CheckInMode {
  return useSyncExternalStore(checkInMode.subscribe, checkInMode.get, checkInMode.get);
}

/** The body's mode: only sent for professional, so a dating check-in is the same request as before. */
export const withMode = <T extends object>(body: T): T & { mode?: CheckInMode } => (mode === 'professional' ? { ...body, mode } : body);
