import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyProfessionalProfile, ProfessionalProfileInput } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { professionalKeys } from './keys';

/** GET /api/professional/profile: `{profile: null}` until the person creates one. */
export function useProfessionalProfile() {
  return useQuery({
    queryKey: professionalKeys.profile(),
    queryFn: () => apiJson<MyProfessionalProfile>('GET', '/api/professional/profile'),
  });
}

/** PUT /api/professional/profile; the lists are rescored with the new profile. */
export function useSaveProfessionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfessionalProfileInput) => apiJson<MyProfessionalProfile>('PUT', '/api/professional/profile', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(professionalKeys.profile(), saved);
      void queryClient.invalidateQueries({ queryKey: professionalKeys.all });
    },
  });
}
