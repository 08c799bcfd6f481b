import { useLayoutEffect, useRef } from 'react';
import { matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from '@converge/contracts';
import { appView } from '@/stores/app-view';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { Home } from './routes/home';
import { AppRoot } from './account-moderation';
import { publicRouteModules } from './public-route-modules';
import { routeScreen, type RouteModule } from './route-screen';

/** The root: the page, with main-view switches (`appView.setView`) going through the router. */
function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  useLayoutEffect(() => {
    appView.setNavigator((to, options) => {
      if (to !== here.current) void navigate(to, options);
    });
    return () => appView.setNavigator(null);
  }, [navigate]);
  return (
    <RouteErrorBoundary resetOn={location.pathname}>
      <AppRoot />
    </RouteErrorBoundary>
  );
}

/** A route whose screen is its own chunk (route modules export `Component`): loaded when first opened. */
const lazyRoute = (path: string, load: () => Promise<RouteModule>): RouteObject => ({ path, element: routeScreen(load) });

/**
 * The pages for people outside Converge, opened from a mail or text in the member's language: the
 * unsubscribe page, a live location and a date plan.
 */
const unsubscribe = () => import('./routes/unsubscribe');
const share = () => import('./routes/share');
const date = () => import('./routes/date');
// One loader for the two addresses of each of these screens, so moving between them keeps it mounted.
const mainApp = () => import('./routes/main-app');
const chat = () => import('./routes/chat');

/**
 * The public pages again under each language's prefix (`/de/`, `/de/auth`, …): their prerendered HTML
 * is in that language, and the app shows them in it (app/main.tsx). The pages for people outside
 * Converge too: a German member's mail links to `/de/unsubscribe`, `/de/share/…` and `/de/date/…`, so
 * they open in German whatever the reader's device reads.
 */
const languagePages: RouteObject[] = PREFIXED_LANGUAGES.map((lang) => ({
  path: lang,
  children: [
    { index: true, element: <Home /> },
    ...Object.entries(publicRouteModules).map(([path, load]) => lazyRoute(path.slice(1), load)),
    lazyRoute('unsubscribe', unsubscribe),
    lazyRoute('share/:token', share),
    lazyRoute('date/:token', date),
  ],
}));

/**
 * The spec's route table. Every route but "/" is a separate chunk (route modules export
 * `Component`), which keeps the landing's JavaScript small.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { index: true, element: <Home /> },
      lazyRoute('app', mainApp),
      // Each main view its own URL, so Back and links work: /app/discovery, /app/matches, …
      lazyRoute('app/:view', mainApp),
      lazyRoute('auth', publicRouteModules['/auth']),
      lazyRoute('age-verification', () => import('./routes/age-verification')),
      lazyRoute('profile-setup', () => import('./routes/profile-setup')),
      lazyRoute('demo', publicRouteModules['/demo']),
      lazyRoute('privacy-policy', publicRouteModules['/privacy-policy']),
      lazyRoute('terms-of-service', publicRouteModules['/terms-of-service']),
      lazyRoute('community-guidelines', publicRouteModules['/community-guidelines']),
      lazyRoute('cookie-policy', publicRouteModules['/cookie-policy']),
      lazyRoute('conversations', () => import('./routes/conversations')),
      lazyRoute('chat', chat),
      lazyRoute('chat/:conversationId', chat),
      lazyRoute('checkin', () => import('./routes/checkin')),
      lazyRoute('professional', () => import('./routes/professional')),
      lazyRoute('safety', () => import('./routes/safety')),
      lazyRoute('share/:token', share),
      lazyRoute('date/:token', date),
      lazyRoute('unsubscribe', unsubscribe),
      // Spec routes whose backends are not built yet: one honest "not available yet" page.
      lazyRoute('live-discovery', () => import('./routes/live-discovery')),
      lazyRoute('verification', () => import('./routes/verification')),
      lazyRoute('admin', () => import('./routes/admin')),
      lazyRoute('admin/venues/:venueId/display', () => import('./routes/venue-display')),
      ...languagePages,
      lazyRoute('*', () => import('./routes/not-found')),
    ],
  },
];

/** The app's screens where the router (a `BrowserRouter`, a `MemoryRouter`) says the page is. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the screens `pathname` opens before the app renders it: a cold start keeps the page's own HTML
 * (a prerendered page, the splash) on screen until the same page can replace it, never a spinner in between.
 */
export async function loadScreensOf(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => routeScreen.preloadOf(route.element)));
}
