import { useQuery } from '@tanstack/react-query';
import type { ProfessionalListResponse } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { professionalKeys } from './keys';

/** GET /api/professional/nearby: people checked in for networking at my venue, best match first. */
export function useNearbyProfessionals(enabled: boolean) {
  return useQuery({
    queryKey: professionalKeys.nearby(),
    queryFn: () => apiJson<ProfessionalListResponse>('GET', '/api/professional/nearby'),
    enabled,
  });
}

/** GET /api/professional/industry?industry= */
export function useIndustryProfessionals(industry: string, enabled: boolean) {
  return useQuery({
    queryKey: professionalKeys.industry(industry),
    queryFn: () => apiJson<ProfessionalListResponse>('GET', `/api/professional/industry?industry=${encodeURIComponent(industry)}`),
    enabled,
  });
}
