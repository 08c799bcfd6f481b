import { z } from 'zod';

/**
 * Request bodies of the identity endpoints (issue 4 contract). Kept here until they move to
 * @converge/contracts; the form's own rules (spec §5 order and wording) live in validation.ts.
 */
export const registerSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(8).max(128),
  ageConfirmed: z.literal(true),
  termsAccepted: z.literal(true),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(1).max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const verifyAgeSchema = z.object({
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type VerifyAgeInput = z.infer<typeof verifyAgeSchema>;
