import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { createProfileSchema, type CreateProfileInput } from './schemas';

/** POST /api/profile. The server recomputes the age from the birth date and refuses under-18. */
export function createProfile(input: CreateProfileInput) {
  return apiJson<unknown>('POST', '/api/profile', createProfileSchema.parse(input));
}

export function useCreateProfile() {
  return useMutation({ mutationFn: createProfile });
}
