import { useMutation } from '@tanstack/react-query';
import { postChecked } from './post-checked';
import type { VerifyAgeInput } from './schemas';

/** POST /api/auth/verify-age — 400 for a missing/future date, 403 with the age message under 18. */
export function verifyAge(input: VerifyAgeInput) {
  return postChecked('/api/auth/verify-age', 'verifyAgeSchema', input);
}

export function useVerifyAge() {
  return useMutation({ mutationFn: verifyAge });
}
