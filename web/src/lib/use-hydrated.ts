import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (the server snapshot), true once this page's code
 * runs. A form on a prerendered page stays disabled until then: a tap before hydration would
 * otherwise submit it natively (a GET with the password in the URL) or be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
