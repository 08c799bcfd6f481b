import type { ZodType } from 'zod';
import { RpcError } from '@converge/contracts';

/** Parses with a shared schema; 400 naming each bad field (first message per field), as the gateway's ZodPipe does. */
export function parseOrBadRequest<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw RpcError.badRequest(result.error.issues[0]?.message ?? 'Some fields are not valid.', fields);
}
