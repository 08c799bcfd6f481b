import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { OfflineBanner } from '@/components/offline-banner';
import { useToasts } from '@/components/ui/use-toast';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import { useUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { connectSocket, disconnectSocket } from '@/lib/socket';

// Loaded only for someone signed in with a profile, so the landing's JavaScript stays small.
const SafetyBackground = lazy(() => import('./safety-background'));
// Radix's toast code loads with the first toast: most pages (the public ones above all) never show one.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  // Someone signed in gets it as soon as the first screen is up: a toast that mounts late (its code still
  // loading) would sit above a dialog opened meanwhile and take the dialog's Escape (Radix closes the top
  // layer first). Not before: on a slow phone its code would compete with the screen itself.
  const hasToasts = useToasts().length > 0;
  const { user } = useUser();
  const idle = useAfterFirstScreen();
  const wanted = hasToasts || (Boolean(user) && idle);
  const [needed, setNeeded] = useState(wanted);
  if (wanted && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Opens the realtime connection once someone is signed in and closes it when they leave.
 * Once it is up, and after every reconnect, whatever is on screen and was read before is re-read over
 * REST: events sent while we were not connected are not replayed. (The first connection comes after
 * the first screen is shown, lib/socket.ts: a message sent between the screen's first read and then
 * would otherwise wait for the next reconnect.)
 */
function RealtimeConnection() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const resync = () => queryClient.invalidateQueries({ refetchType: 'active' });
    const readBeforeConnecting = () => {
      const connectedAt = Date.now();
      void queryClient.invalidateQueries({ refetchType: 'active', predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt <= connectedAt });
    };
    connectSocket().then((socket) => {
      if (cancelled) return;
      socket.io.on('reconnect', resync);
      if (socket.connected) readBeforeConnecting();
      else socket.once('connect', readBeforeConnecting);
    });
    return () => {
      cancelled = true;
      connectSocket().then((socket) => {
        socket.io.off('reconnect', resync);
        socket.off('connect', readBeforeConnecting);
      });
      disconnectSocket();
    };
  }, [userId, queryClient]);

  const idle = useAfterFirstScreen();
  return user?.profile && idle ? (
    <Suspense fallback={null}>
      <SafetyBackground />
    </Suspense>
  ) : null;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <OfflineBanner />
        <RealtimeConnection />
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
