import { useSyncExternalStore } from 'react';

/**
 * Client state shared by the main views (spec §3 "Client state"): which view shows at /app and
 * whether the QR scanner overlay is open. A tiny external store rather than a context so any
 * feature can switch views (e.g. "Choose Where to Meet" → meetpoint) without prop threading,
 * and so the value survives the route component remounting.
 */
export const MAIN_VIEWS = ['checkin', 'discovery', 'matches', 'meetpoint', 'navigation', 'profile'] as const;
export type MainView = (typeof MAIN_VIEWS)[number];

type AppViewState = { currentView: MainView; showQRScanner: boolean };

const initial: AppViewState = { currentView: 'checkin', showQRScanner: false };
let state: AppViewState = initial;
const listeners = new Set<() => void>();

function set(patch: Partial<AppViewState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export const appView = {
  get: () => state,
  setView: (currentView: MainView) => {
    set({ currentView });
    // A view switch is a new screen: start it at the top, as a page navigation would.
    if (typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
  },
  openScanner: () => set({ showQRScanner: true }),
  closeScanner: () => set({ showQRScanner: false }),
  reset: () => set(initial),
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useAppView(): AppViewState {
  return useSyncExternalStore(appView.subscribe, appView.get, appView.get);
}
