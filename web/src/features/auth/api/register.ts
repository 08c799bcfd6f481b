import { useMutation } from '@tanstack/react-query';
import { postChecked } from './post-checked';
import type { RegisterInput } from './schemas';

/** POST /api/auth/register — creates the account and signs the person in. */
export function register(input: RegisterInput) {
  return postChecked('/api/auth/register', 'registerSchema', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
