import { useSyncExternalStore } from 'react';
import { matchState } from './active-match';

/**
 * Client state shared by the main views: which view shows at /app and
 * whether the QR scanner overlay is open. A tiny external store rather than a context so any
 * feature can switch views (e.g. "Choose Where to Meet" → meetpoint) without prop threading,
 * and so the value survives the route component remounting.
 *
 * Each main view has its own URL, `/app/<view>` (the phone's Back goes from the meet point
 * to the matches, not out of the app). `setView` navigates there; the URL is what shows, and the
 * store follows it (`showView`), so `/app` (and `/` with a profile) opens the current view.
 */
export const MAIN_VIEWS = ['checkin', 'discovery', 'matches', 'meetpoint', 'navigation', 'profile'] as const;
export type MainView = (typeof MAIN_VIEWS)[number];

export const isMainView = (value: unknown): value is MainView => (MAIN_VIEWS as readonly unknown[]).includes(value);

/** The URL of a main view; the meeting views carry the match being met, so a reload or a shared link finds it. */
export function viewPath(view: MainView, matchId?: string | null): string {
  const base = `/app/${view}`;
  return matchId && (view === 'meetpoint' || view === 'navigation') ? `${base}?match=${encodeURIComponent(matchId)}` : base;
}

type AppViewState = { currentView: MainView; showQRScanner: boolean };
type Navigate = (to: string, options?: { replace?: boolean }) => void;

const initial: AppViewState = { currentView: 'checkin', showQRScanner: false };
let state: AppViewState = initial;
let navigator: Navigate | null = null;
const listeners = new Set<() => void>();

function set(patch: Partial<AppViewState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export const appView = {
  get: () => state,
  /** Opens a main view: a new history entry at its URL (or replacing this one). */
  setView: (currentView: MainView, options?: { replace?: boolean; matchId?: string }) => {
    set({ currentView });
    const matchId = options?.matchId ?? matchState.get().activeMatch?.id;
    if (navigator) navigator(viewPath(currentView, matchId), { replace: options?.replace });
    // Without a router (unit tests of a single view) the store alone switches.
    else if (typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
  },
  /** The URL shows `view` (a link, Back, a reload): the store follows without navigating. */
  showView: (currentView: MainView) => {
    if (state.currentView !== currentView) set({ currentView });
  },
  /** Registered by the router's root (app/router.tsx). */
  setNavigator: (navigate: Navigate | null) => {
    navigator = navigate;
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
