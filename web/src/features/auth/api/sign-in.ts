import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { signInSchema, type SignInInput } from './schemas';

/** POST /api/auth/signin — a new session id is issued by the server on every sign-in. */
export function signIn(input: SignInInput) {
  return apiJson<unknown>('POST', '/api/auth/signin', signInSchema.parse(input));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
