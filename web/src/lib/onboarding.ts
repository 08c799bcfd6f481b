import type { User } from './auth';

/**
 * Where a person belongs next: signed out → landing; with a profile → main views; otherwise the
 * age gate first (the server refuses main-view calls without it), then profile setup.
 */
export function nextStepFor(user: User | null): string {
  if (!user) return '/';
  if (user.profile) return '/app';
  if (!user.ageVerified) return '/age-verification';
  return '/profile-setup';
}
