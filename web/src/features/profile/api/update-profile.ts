import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { updateProfileSchema, type UpdateProfileInput } from './schemas';

/** PUT /api/profile; the user (which carries the profile) is re-read afterwards. */
export function updateProfile(input: UpdateProfileInput) {
  return apiJson<unknown>('PUT', '/api/profile', updateProfileSchema.parse(input));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
