import { useMutation } from '@tanstack/react-query';
import { postChecked } from './post-checked';
import type { SignInInput } from './schemas';

/** POST /api/auth/signin — a new session id is issued by the server on every sign-in. */
export function signIn(input: SignInInput) {
  return postChecked('/api/auth/signin', 'signInSchema', input);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
