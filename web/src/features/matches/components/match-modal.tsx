import { lazy, Suspense } from 'react';
import { useMatchState } from '@/stores/active-match';
import { useMatchRealtime } from '../realtime';

// The dialog (Radix Dialog, its focus trap and scroll lock) loads when a match first needs it, not on
// every cold start: a cold screen only listens for matches.
const MatchModalDialog = lazy(() => import('./match-modal-dialog'));

/** Listens for matches on every main view and shows "It's a Match!" when one arrives (match-modal-dialog.tsx). */
export function MatchModalHost() {
  useMatchRealtime();
  const { modalMatch } = useMatchState();
  if (!modalMatch) return null;
  return (
    <Suspense fallback={null}>
      <MatchModalDialog modalMatch={modalMatch} />
    </Suspense>
  );
}
