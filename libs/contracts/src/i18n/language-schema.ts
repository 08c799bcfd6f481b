import { z } from 'zod';
import { LANGUAGES } from './languages.js';

/** A language in a request body (sign-up, PUT /api/profile): 400 naming the field for anything else. */
export const languageSchema = z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}.` });
