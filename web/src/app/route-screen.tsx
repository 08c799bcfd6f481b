import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { FullPageLoader } from './guards';

/** What a route's module exports: its screen. */
export interface RouteModule {
  Component: ComponentType;
}

/** How long a screen's code may take before its place shows a spinner: a quick load shows nothing in between. */
const SPINNER_AFTER_MS = 300;
/**
 * A screen whose code failed to download is asked for again when it is next opened, at most this often:
 * a phone that lost its network for a moment gets the screen back without reloading, and a chunk gone for
 * good (a deploy replaced it) cannot make the screen retry in a loop.
 */
export const RETRY_AFTER_MS = 2000;

function LoadingScreen() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), SPINNER_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return late ? <FullPageLoader /> : null;
}

const screens = new WeakMap<() => Promise<RouteModule>, ReactElement>();
const preloads = new WeakMap<ReactElement, () => Promise<void>>();

/**
 * The element of a route whose screen is its own chunk, loaded when the route is first opened. Once here
 * it renders at once (a screen loaded beforehand never suspends, so a cold start replaces the page's HTML
 * by the same page); until then the route suspends. A chunk that failed to download (no network, or a
 * deploy replaced it) is thrown to the route's error boundary, which offers a reload, and is asked for
 * again when the screen is next opened (RETRY_AFTER_MS). One element per module loader, so
 * two routes of one screen (`/app`, `/app/:view`) keep it mounted as the address changes.
 */
export function routeScreen(load: () => Promise<RouteModule>): ReactElement {
  const known = screens.get(load);
  if (known) return known;
  let Component: ComponentType | undefined;
  let failed: { error: unknown; at: number } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => void (Component = module.Component),
      (error: unknown) => void (failed = { error, at: Date.now() }),
    ));
  function Screen() {
    if (failed && Date.now() - failed.at < RETRY_AFTER_MS) throw failed.error;
    if (failed) {
      failed = undefined;
      loading = undefined;
    }
    // The Suspense way to wait: rendered again once the module is here.
    if (!Component) throw preload();
    return <Component />;
  }
  const element = (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
  screens.set(load, element);
  preloads.set(element, preload);
  return element;
}

/** Loads the screen of a route's element (made by `routeScreen`); nothing for any other element. */
routeScreen.preloadOf = (element: unknown): Promise<void> => preloads.get(element as ReactElement)?.() ?? Promise.resolve();
