import { ADMIN_SOCKET_EVENTS, type AccountSuspendedPush, type AccountWarnedPush } from '@converge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { dismissErrorToasts, toast } from '@/components/ui/use-toast';
import { ScreenShownWhenReadsSettle, useAfterFirstScreen } from '@/lib/after-first-screen';
import { useUser, userQueryKey } from '@/lib/auth';
import { useSocketAttach } from '@/lib/socket-events';

export const WARNED_TITLE = 'Warning from Converge';
export const SUSPENDED_TITLE = 'Account suspended';
export const BANNED_TITLE = 'Account banned';

/**
 * What an admin's moderation decision means for the person on the other end, on every screen:
 * a warning shows its reason; a suspension or ban shows the server's message, signs out here
 * (the server has already ended the sessions) and goes to the landing page.
 */
export function useAccountModerationPush() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useSocketAttach(
    (socket) => {
      const onWarned = ({ reason }: AccountWarnedPush) => toast({ title: WARNED_TITLE, description: reason });
      const onSuspended = ({ message, until }: AccountSuspendedPush) => {
        toast({ title: until ? SUSPENDED_TITLE : BANNED_TITLE, description: message, variant: 'destructive', keepAcrossPages: true });
        queryClient.setQueryData(userQueryKey, null);
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
        void navigate('/', { replace: true });
      };
      socket.on(ADMIN_SOCKET_EVENTS.warned, onWarned);
      socket.on(ADMIN_SOCKET_EVENTS.suspended, onSuspended);
      return () => {
        socket.off(ADMIN_SOCKET_EVENTS.warned, onWarned);
        socket.off(ADMIN_SOCKET_EVENTS.suspended, onSuspended);
      };
    },
    [queryClient, navigate],
  );
}

function AccountModerationPush() {
  useAccountModerationPush();
  return null;
}

/** The root route's element: the page, plus the moderation listener while someone is signed in. */
// The meeting countdown on every screen; lazy so signed-out pages never load it.
const GlobalMeetingBanner = lazy(() => import('@/features/meeting/components/global-meeting-banner'));
// "Install app" after a first check-in or match.
const InstallOfferCard = lazy(() => import('@/components/install-offer'));

export function AppRoot() {
  const { user } = useUser();
  const { pathname } = useLocation();
  const idle = useAfterFirstScreen();
  // Each new page starts without the previous page's error toast.
  useEffect(() => dismissErrorToasts(), [pathname]);
  return (
    <>
      {user ? <AccountModerationPush /> : null}
      {user?.profile && idle ? (
        <Suspense fallback={null}>
          <GlobalMeetingBanner />
          <InstallOfferCard />
        </Suspense>
      ) : null}
      <Outlet />
      {/* The /app views say so themselves, once the view (not its spinner) has rendered. */}
      {pathname.startsWith('/app') ? null : <ScreenShownWhenReadsSettle />}
    </>
  );
}
