import { useLayoutEffect, useRef } from 'react';
import { createBrowserRouter, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from '@converge/contracts';
import { appView } from '@/stores/app-view';
import { RouteError } from '@/components/errors/route-error';
import { Home } from './routes/home';
import { AppRoot } from './account-moderation';
import { publicRouteModules } from './public-route-modules';

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
  return <AppRoot />;
}

/**
 * The pages for people outside Converge, opened from a mail or text in the member's language: the
 * unsubscribe page, a live location and a date plan.
 */
const unsubscribe = () => import('./routes/unsubscribe');
const share = () => import('./routes/share');
const date = () => import('./routes/date');

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
    ...Object.entries(publicRouteModules).map(([path, lazy]) => ({ path: path.slice(1), lazy })),
    { path: 'unsubscribe', lazy: unsubscribe },
    { path: 'share/:token', lazy: share },
    { path: 'date/:token', lazy: date },
  ],
}));

/**
 * The spec's route table. Every route but "/" is a separate chunk (route modules export
 * `Component`), which keeps the landing's JavaScript small.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    // While the first (lazy) route's chunk loads, the page's own HTML stays as it is; saying so
    // keeps React Router's "No HydrateFallback element" warning out of the console.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Home /> },
      { path: 'app', lazy: () => import('./routes/main-app') },
      // Each main view its own URL, so Back and links work: /app/discovery, /app/matches, …
      { path: 'app/:view', lazy: () => import('./routes/main-app') },
      { path: 'auth', lazy: publicRouteModules['/auth'] },
      { path: 'age-verification', lazy: () => import('./routes/age-verification') },
      { path: 'profile-setup', lazy: () => import('./routes/profile-setup') },
      { path: 'demo', lazy: publicRouteModules['/demo'] },
      { path: 'privacy-policy', lazy: publicRouteModules['/privacy-policy'] },
      { path: 'terms-of-service', lazy: publicRouteModules['/terms-of-service'] },
      { path: 'community-guidelines', lazy: publicRouteModules['/community-guidelines'] },
      { path: 'cookie-policy', lazy: publicRouteModules['/cookie-policy'] },
      { path: 'conversations', lazy: () => import('./routes/conversations') },
      { path: 'chat', lazy: () => import('./routes/chat') },
      { path: 'chat/:conversationId', lazy: () => import('./routes/chat') },
      { path: 'checkin', lazy: () => import('./routes/checkin') },
      { path: 'professional', lazy: () => import('./routes/professional') },
      { path: 'safety', lazy: () => import('./routes/safety') },
      { path: 'share/:token', lazy: share },
      { path: 'date/:token', lazy: date },
      { path: 'unsubscribe', lazy: unsubscribe },
      // Spec routes whose backends are not built yet: one honest "not available yet" page.
      { path: 'live-discovery', lazy: () => import('./routes/live-discovery') },
      { path: 'verification', lazy: () => import('./routes/verification') },
      { path: 'admin', lazy: () => import('./routes/admin') },
      { path: 'admin/venues/:venueId/display', lazy: () => import('./routes/venue-display') },
      ...languagePages,
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
