/**
 * The route modules of the app's own screens (the empty shell, no prerendered HTML), by the first
 * segment of the path. app/boot.ts starts loading the screen's module together with the app instead of
 * after it, which saves a round trip on a cold start on a slow phone network. The router's
 * lazy routes (app/router.tsx) import the same modules, so nothing is fetched twice.
 */
const shellRouteModules: Record<string, () => Promise<unknown>> = {
  app: () => import('./routes/main-app'),
  conversations: () => import('./routes/conversations'),
  chat: () => import('./routes/chat'),
  'live-discovery': () => import('./routes/live-discovery'),
  admin: () => import('./routes/admin'),
  checkin: () => import('./routes/checkin'),
  professional: () => import('./routes/professional'),
  safety: () => import('./routes/safety'),
  verification: () => import('./routes/verification'),
};

/**
 * The main views under /app, by the URL's second segment (as app/main-views.tsx imports them); a bare
 * /app opens the check-in view on a cold start (the current view lives in memory, stores/app-view.ts).
 */
const mainViewModules: Record<string, () => Promise<unknown>> = {
  checkin: () => import('./views/checkin-main-view'),
  discovery: () => import('./views/discovery-main-view'),
  matches: () => import('./views/matches-main-view'),
  meetpoint: () => import('./views/meetpoint-main-view'),
  navigation: () => import('./views/navigation-main-view'),
  profile: () => import('./views/profile-main-view'),
};

/** Starts loading the module of the screen at `pathname`, if it is one of the app's (a failure is the router's to report). */
export function preloadShellRoute(pathname: string): void {
  const [, first = '', second = 'checkin'] = pathname.split('/');
  const loads = [shellRouteModules[first], first === 'app' ? mainViewModules[second] : undefined];
  for (const load of loads) if (load) void load().catch(() => undefined);
}
