/**
 * Whether this browser was signed in last time. The public pages are prerendered for a
 * signed-out visitor; /public/theme-init.js reads this before the first paint and marks <html
 * data-session="signed-in">, and index.css then keeps the landing's and /auth's signed-out content
 * out of sight (same layout, hidden) until the session is known — no sign-up buttons flashing at
 * someone who is signed in. Only a hint for the first paint: the server's answer decides.
 */
export const SIGNED_IN_HINT_KEY = 'converge.signed-in';

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    /* storage blocked: the page just shows the signed-out view until the session is known */
  }
}

/** This browser was signed in last time (a hint: the server's answer decides). */
export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The page's request carried a session cookie: the gateway marks the app's shell so
 * (`<meta name="converge-session">`, gateway/src/static/first-loads.ts) and has already asked for the
 * screen's first reads. A hint like the one above: the server's answer decides.
 */
export function requestCarriedSession(): boolean {
  return document.querySelector('meta[name="converge-session"]') !== null;
}

/** The session is known to be signed out: show the prerendered page as it is. */
export function revealSignedOutPage() {
  rememberSignedIn(false);
  delete document.documentElement.dataset.session;
}

/** GET /api/auth/session (always 200): true/false, or undefined when the server can't be reached. */
export async function askSignedIn(): Promise<boolean | undefined> {
  try {
    const answer = await fetch('/api/auth/session', { credentials: 'same-origin' });
    if (!answer.ok) return undefined;
    const { signedIn } = (await answer.json()) as { signedIn?: boolean };
    return signedIn === true;
  } catch {
    return undefined;
  }
}
