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

/** How long after the frames that drew the screen the background waits, for that paint to be on screen. */
export const SETTLE_MS = 100;

/** The longest a screen's reads hold the background back: a slow network or a hanging read must not keep the safety listeners away. */
export const READS_WAIT_MS = 3000;

const whenIdle = (then: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout: 1000 });
  else window.setTimeout(then, 200);
};

/** The screen's reads: whether any is still under way, and a way to hear when that may have changed. */
type Reads = { settled: () => boolean; onChange: (listener: () => void) => () => void };

/**
 * With `reads`, an answer that led the screen to its next read (the admin check, then the figures) is no
 * moment for the background: idle time counts only once nothing is being read, or once `READS_WAIT_MS`
 * have passed. It looks again when the reads change, not on a clock.
 */
function markShown(reads?: Reads) {
  if (shown) return;
  shown = true;
  const deadline = Date.now() + READS_WAIT_MS;
  let looking = false;
  let stopListening = () => {};
  const finish = () => {
    looking = false;
    if (past || (reads && !reads.settled() && Date.now() < deadline)) return;
    past = true;
    stopListening();
    window.clearTimeout(lastChance);
    notify();
  };
  // The query cache tells its listeners of an answer before the screen has drawn it: idle time right
  // then came before the screen's largest content was on screen on a slow phone, and the background's
  // files competed with its last frame (Chromium reported that paint 30–70 ms after the frame that drew
  // it). So: the frame that draws it, the one after, SETTLE_MS more, then idle time.
  const lookWhenIdle = () => {
    if (looking || past) return;
    looking = true;
    requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(() => whenIdle(finish), SETTLE_MS)));
  };
  if (reads) stopListening = reads.onChange(lookWhenIdle);
  // A hidden tab draws no frames: its last chance goes by the clock alone.
  const lastChance = window.setTimeout(() => {
    looking = true;
    whenIdle(finish);
  }, READS_WAIT_MS);
  lookWhenIdle();
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
  useEffect(() => markShown({ settled: () => queryClient.isFetching() === 0, onChange: (listener) => queryClient.getQueryCache().subscribe(listener) }), [queryClient]);
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

/** Resolves once the first screen is shown and the browser has been idle (at once when that is past). */
export function afterFirstScreen(): Promise<void> {
  if (past) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      if (!past) return;
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}
