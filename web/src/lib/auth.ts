import { rememberSignedIn } from '@/lib/session-hint';
import { readUser, takeEarlyRead } from '@/lib/user-read';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView, UserView } from '@converge/contracts';

/** GET /api/auth/user and its profile: the shapes identity answers (libs/contracts). */
export type Profile = ProfileView;
export type User = UserView;

export const userQueryKey = ['/api/auth/user'] as const;

/**
 * Who is signed in. 401 means signed out; so does an unreachable or failing server on the first read,
 * because a visitor must still get the landing page when the backend is down. Someone already signed
 * in stays signed in through a failed re-read (a phone that lost its network while a reconnect re-read
 * everything, a gateway restarting): the query keeps the user it has, instead of sending them to sign
 * in, a screen that could not even load offline, when all they lost was the network.
 * Fetched once and never refetched on its own; sign-in/out invalidate it.
 */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: async (ctx): Promise<User | null> => {
    try {
      return await (takeEarlyRead() ?? readUser(ctx));
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      // A failed query keeps its data: the person we know stays.
      if (ctx.client.getQueryData(userQueryKey)) throw err;
      return null;
    }
  },
});

export function useUser() {
  const query = useQuery(userQueryOptions);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    hasProfile: Boolean(user?.profile),
  };
}

/** Business admins and platform admins see the /admin link. */
export function isAdminLike(user: User | null): boolean {
  return Boolean(user && (user.isBusinessAdmin || user.role === 'admin' || user.role === 'super_admin'));
}

/** Full-page redirects handled by the gateway. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** Signs out through the gateway; the signed-in hint goes first, so the landing it lands on paints at once. */
export function signOut() {
  rememberSignedIn(false);
  window.location.assign(LOGOUT_URL);
}

/** Re-reads the signed-in user now (after sign-in, profile changes, ...) and returns it. */
export function refreshUser(queryClient: import('@tanstack/react-query').QueryClient): Promise<User | null> {
  return queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
}
