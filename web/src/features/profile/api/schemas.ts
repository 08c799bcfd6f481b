/** Request bodies of the profile endpoints: the gateway's own schemas (@converge/contracts). */
export { LOOKING_FOR, GENDERS, DISPLAY_NAME_MAX, BIO_MAX, createProfileSchema, updateProfileSchema, type CreateProfileInput, type UpdateProfileInput } from '@converge/contracts';
