import type { UserView } from '@converge/contracts';
import { SESSION_READ } from '@converge/contracts/web-boot';

// No React and no query library here: app/boot.ts imports this before the app's code, and the
// signed-out landing, which loads only boot.ts, must stay small.

/**
 * GET /api/auth/user asking for 204 instead of 401 when signed out: a visitor's console shows no
 * failed request. 401 (older gateway) still means signed out.
 */
export async function readUser({ signal, asPreloaded = false }: { signal?: AbortSignal; asPreloaded?: boolean }): Promise<UserView | null> {
  // The page named this read (it carried a session, gateway/src/static/first-loads.ts): the browser hands
  // the answer on its way only to the same request, so no header of ours. Someone whose session has ended
  // since sees one 401 in the console, which still means signed out.
  const headers: Record<string, string> = asPreloaded ? {} : { 'X-Session-Optional': '1' };
  const res = await fetch(SESSION_READ, { credentials: 'include', signal, headers });
  if (res.status === 204 || res.status === 401) return null;
  if (!res.ok) throw new Error(`${res.status}`);
  const text = await res.text();
  return text ? (JSON.parse(text) as UserView) : null;
}

/**
 * The first read of the session, started by app/boot.ts before the app's code has arrived: on a slow
 * phone network the answer is then there when the app asks, instead of a round trip after it. The
 * first query takes it; every later read (sign-in, sign-out, invalidation) fetches afresh.
 */
let earlyRead: Promise<UserView | null> | undefined;

export function startUserRead({ asPreloaded = false }: { asPreloaded?: boolean } = {}): Promise<UserView | null> {
  earlyRead ??= readUser({ asPreloaded });
  // Nobody may ever ask (the app failed to load): its failure is the query's to report, not unhandled.
  return earlyRead.catch(() => null);
}

export function takeEarlyRead(): Promise<UserView | null> | undefined {
  const read = earlyRead;
  earlyRead = undefined;
  return read;
}
