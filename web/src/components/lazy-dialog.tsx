import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useAfterFirstScreen } from '@/lib/after-first-screen';

/**
 * A dialog whose code (Radix's dialog, its form, its words) loads when it first opens instead of with the
 * screen that shows it closed: a cold chat, live discovery or dashboard does not download, parse and run it
 * before its first paint. It is fetched once the screen is up and the phone idle, so a first tap rarely
 * waits; once opened it stays mounted (Radix closes it, with its animation, and returns the focus).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(() => load().then((Dialog) => ({ default: Dialog })));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    const idle = useAfterFirstScreen();
    useEffect(() => {
      // A failed warm-up is no one's to report: the first open asks again and its Suspense shows the error.
      if (idle) load().catch(() => undefined);
    }, [idle]);
    return opened ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
