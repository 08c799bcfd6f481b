import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { verifyAgeSchema, type VerifyAgeInput } from './schemas';

/** POST /api/auth/verify-age — 400 for a missing/future date, 403 with the age message under 18. */
export function verifyAge(input: VerifyAgeInput) {
  return apiJson<unknown>('POST', '/api/auth/verify-age', verifyAgeSchema.parse(input));
}

export function useVerifyAge() {
  return useMutation({ mutationFn: verifyAge });
}
