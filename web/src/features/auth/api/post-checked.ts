import { apiJson } from '@/lib/api-client';

type SchemaName = 'registerSchema' | 'signInSchema' | 'verifyAgeSchema';

/**
 * POSTs `input` to an identity endpoint after checking it with the shared zod schema (schemas.ts).
 * zod loads on the first submit, not with the page: /auth and the age gate stay light on a slow
 * phone.
 */
export async function postChecked(path: string, schema: SchemaName, input: unknown) {
  const schemas = await import('./schemas');
  return apiJson<unknown>('POST', path, schemas[schema].parse(input));
}
