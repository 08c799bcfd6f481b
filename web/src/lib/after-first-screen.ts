import { useEffect, useSyncExternalStore } from 'react';

/**
 * Code that only waits in the background (safety listeners, the meeting banner, the install offer, the
 * toaster, the match overlay) loads once the first screen the person opened is on screen and the browser
 * has had a moment with nothing to do: on a slow phone it then does not compete with that screen for the
 * network and the CPU.
 *
 * The screen says when it is shown (`<ScreenShown />`: the /app views inside their Suspense, so it counts
 * when the view itself has rendered, not its spinner; every other route at once). Then idle time, at most
 * a second late; browsers without requestIdleCallback (Safari) wait 200 ms. Once past, it stays past.
 */
let shown = false;
let past = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function markShown() {
  if (shown) return;
  shown = true;
  const done = () => {
    past = true;
    notify();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: 1000 });
  else window.setTimeout(done, 200);
}

/** Rendered by a screen once what it is about has rendered. */
export function ScreenShown(): null {
  useEffect(markShown, []);
  return null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the first screen is shown and the browser has been idle. */
export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => past,
    () => false,
  );
}
