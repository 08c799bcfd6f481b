import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Code that only waits in the background (safety listeners, the meeting banner, the install offer, the
 * toaster, the match overlay) loads once the first screen the person opened is on screen and the browser
 * has had a moment with nothing to do: on a slow phone it then does not compete with that screen for the
 * network and the CPU.
 *
 * The screen says when it is shown: the /app views with `<ScreenShown />` inside their Suspense, so it
 * counts when the view itself has rendered, not its spinner; every other route with
 * `<ScreenShownWhenReadsSettle />`, once its first reads have answered (a chat's messages, the admin's
 * figures). Then idle time, at most a second late; browsers without requestIdleCallback (Safari) wait
 * 200 ms. Once past, it stays past.
 */
let shown = false;
let past = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The longest a screen's reads hold the background back: a slow network or a hanging read must not keep the safety listeners away. */
export const READS_WAIT_MS = 3000;

const whenIdle = (then: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout: 1000 });
  else window.setTimeout(then, 200);
};

/**
 * `settled` says whether the screen is still reading: an answer that led the screen to its next read (the
 * admin check, then the figures) is no moment for the background, so idle time counts only once nothing
 * is being read, or once `READS_WAIT_MS` have passed.
 */
function markShown(settled: () => boolean = () => true) {
  if (shown) return;
  shown = true;
  const deadline = Date.now() + READS_WAIT_MS;
  const done = () => {
    if (!settled() && Date.now() < deadline) {
      window.setTimeout(() => whenIdle(done), 50);
      return;
    }
    past = true;
    notify();
  };
  whenIdle(done);
}

/** Rendered by a screen once what it is about has rendered. */
export function ScreenShown(): null {
  useEffect(() => markShown(), []);
  return null;
}

/**
 * Rendered after a route's screen (a later sibling): the screen is shown once the reads it started have
 * answered. Effects run children first, so by this one's the screen's first reads are under way.
 */
export function ScreenShownWhenReadsSettle(): null {
  const queryClient = useQueryClient();
  useEffect(() => markShown(() => queryClient.isFetching() === 0), [queryClient]);
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
