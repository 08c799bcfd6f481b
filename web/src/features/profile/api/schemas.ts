import { z } from 'zod';

/** Request bodies of the profile endpoints (issue 4); moves to @converge/contracts later. */
export const LOOKING_FOR = ['Everyone', 'Men', 'Women'] as const;
export const GENDERS = ['Woman', 'Man', 'Non-binary'] as const;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 500;

export const createProfileSchema = z.object({
  displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  bio: z.string().trim().max(BIO_MAX),
  gender: z.enum(GENDERS).nullable(),
  lookingFor: z.array(z.enum(LOOKING_FOR)).min(1),
  photos: z.array(z.string()).max(5),
  age: z.number().int().min(18),
});
export type CreateProfileInput = z.infer<typeof createProfileSchema>;

export const updateProfileSchema = z
  .object({
    displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
    bio: z.string().trim().max(BIO_MAX),
    photos: z.array(z.string()).max(5),
    pushNotificationsEnabled: z.boolean(),
    isIncognito: z.boolean(),
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
