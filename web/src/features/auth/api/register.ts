import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { registerSchema, type RegisterInput } from './schemas';

/** POST /api/auth/register — creates the account and signs the person in. */
export function register(input: RegisterInput) {
  return apiJson<unknown>('POST', '/api/auth/register', registerSchema.parse(input));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
