/**
 * The birth date someone entered at the age gate, kept for this tab only (sessionStorage):
 * a visitor who passes the gate before having an account gets it sent right after they
 * register, and profile setup starts pre-filled with it.
 */
const KEY = 'converge.verifiedDob';

export function rememberVerifiedDob(dateOfBirth: string) {
  try {
    sessionStorage.setItem(KEY, dateOfBirth);
  } catch {
    /* storage blocked: the person just types it again */
  }
}

export function readVerifiedDob(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
