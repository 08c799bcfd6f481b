import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { verificationKeys } from './keys';

/** GET /api/verification/status */
export const verificationStatusQuery = () =>
  queryOptions({
    queryKey: verificationKeys.status(),
    queryFn: () => apiJson<VerificationStatus>('GET', '/api/verification/status'),
  });

export function useVerificationStatus() {
  return useQuery(verificationStatusQuery());
}
