import { z } from 'zod';

/** An id as every service stores it (a UUID). */
export const idSchema = z.uuid();

/** True for a well-formed id: check it before using a path or body value in SQL (a bad one is a 404 or 400, not a 500). */
export const isUuid = (value: unknown): value is string => idSchema.safeParse(value).success;
