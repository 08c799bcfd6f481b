import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { nextStepFor } from '@/lib/onboarding';
import { refreshUser } from '@/lib/auth';
import { readVerifiedDob } from '@/lib/verified-dob';
import { verifyAge } from '../api/verify-age';

/**
 * After register / sign-in: re-read the user, send a birth date already checked at the age gate
 * (visitors can pass it before they have an account), then go to the step they still need —
 * /age-verification, /profile-setup, or /app (or the route they were sent from) for a member with a profile.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** `returnTo`: the protected route a signed-out visit started from, for someone with a profile. */
  return async (returnTo?: string | null) => {
    let user = await refreshUser(queryClient);
    const dob = readVerifiedDob();
    if (user && !user.ageVerified && !user.profile && dob) {
      try {
        await verifyAge({ dateOfBirth: dob });
        toast({ title: 'Age verified' });
        user = await refreshUser(queryClient);
      } catch {
        // Refused or unreachable: the age page shows the exact reason when they retry there.
      }
    }
    const next = nextStepFor(user);
    navigate(next === '/app' && returnTo ? returnTo : next, { replace: true });
  };
}
