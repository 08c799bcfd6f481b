import { z } from 'zod';

/**
 * Words the server writes as data, sent beside their English text so the web can show them in the
 * person's language: a stable key of a web namespace (which namespace is the field's business) and the
 * `{name}` arguments to fill it with (names, tags, venues: data, never translated).
 */
export const textKeySchema = z.object({ key: z.string(), params: z.record(z.string(), z.string()) });
export type TextKey = z.infer<typeof textKeySchema>;
