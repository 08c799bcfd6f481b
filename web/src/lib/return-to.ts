/**
 * "Sign in to continue": a signed-out visit to a protected route goes to sign-in with the route in
 * `?next=`, and sign-in returns there. Only same-site paths are followed (never `//host` or a URL).
 */
export function signInUrlFor(path: string): string {
  return `/auth?mode=signin&next=${encodeURIComponent(path)}`;
}

export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Back to sign-in or the landing would be a loop or a dead end.
  if (next === '/' || next.startsWith('/auth')) return null;
  return next;
}
