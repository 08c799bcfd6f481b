/**
 * Request bodies of the identity endpoints: the same zod schemas the gateway validates with
 * (@converge/contracts). The form's own rules (the order they are checked in and their wording) live in validation.ts.
 */
export { registerSchema, signInSchema, verifyAgeSchema, type RegisterInput, type SignInInput, type VerifyAgeInput } from '@converge/contracts';
