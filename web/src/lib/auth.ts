import { rememberSignedIn } from '@/lib/session-hint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView, UserView } from '@converge/contracts';

/** GET /api/auth/user and its profile: the shapes identity answers (libs/contracts). */
export type Profile = ProfileView;
export type User = UserView;

export const userQueryKey = ['/api/auth/user'] as const;

/**
 * GET /api/auth/user asking for 204 instead of 401 when signed out: a visitor's console shows no
 * failed request. 401 (older gateway) still means signed out.
 */
async function readUser({ signal }: { signal?: AbortSignal }): Promise<User | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include', signal, headers: { 'X-Session-Optional': '1' } });
  if (res.status === 204 || res.status === 401) return null;
  if (!res.ok) throw new Error(`${res.status}`);
  const text = await res.text();
  return text ? (JSON.parse(text) as User) : null;
}

/**
 * Who is signed in. 401 means signed out; so does an unreachable or failing server, because a
 * visitor must still get the landing page when the backend is down.
 * Fetched once and never refetched on its own; sign-in/out invalidate it.
 */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: async (ctx): Promise<User | null> => {
    try {
      return await readUser(ctx);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
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
