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

/** Starts loading the module of the screen at `pathname`, if it is one of the app's (a failure is the router's to report). */
export function preloadShellRoute(pathname: string): void {
  const load = shellRouteModules[pathname.split('/')[1] ?? ''];
  if (load) void load().catch(() => undefined);
}
