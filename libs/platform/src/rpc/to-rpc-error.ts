import { RpcError, commonErrors, isRpcErrorShape, schemaIssues } from '@converge/contracts';
import { ZodError, type ZodType } from 'zod';

/** The first message per field of a failed parse: `{ "items.0.name": "…" }`, `_` for the root. */
export function issueFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * A failed parse as a 400 naming each bad field (first message per field), as the gateway's ZodPipe
 * answers, with each field's issue as a code and parameters (`issues`) for the web to translate.
 */
export function badRequestFrom(error: ZodError): RpcError {
  return RpcError.badRequest(error.issues[0]?.message ?? 'Some fields are not valid.', issueFields(error), 'BAD_REQUEST', schemaIssues(error.issues));
}

/** Parses an RPC payload with a shared schema; a bad one is the 400 of badRequestFrom(). */
export function parseOrBadRequest<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw badRequestFrom(result.error);
}

/** Anything a handler throws becomes an RpcError: typed ones pass as they are, the rest is a 500. */
export function toRpcError(error: unknown): { error: RpcError; unexpected: boolean } {
  if (error instanceof RpcError) return { error, unexpected: false };
  if (isRpcErrorShape(error) && error.status >= 400 && error.status < 600) {
    return { error: new RpcError(error.status, error.code, error.message, error.fields, error.categories, error.issues), unexpected: false };
  }
  if (error instanceof ZodError) return { error: badRequestFrom(error), unexpected: false };
  // Postgres class 22 "data exception" (22021 invalid byte sequence, 22P05 untranslatable character,
  // 22P02 invalid text representation, 22001 too long, 22003 out of range...): the request carried
  // a value the database cannot take. That is the sender's input, never a 500.
  const sqlState = postgresCode(error);
  if (sqlState?.startsWith('22')) {
    return { error: sqlState === '22021' || sqlState === '22P05' ? commonErrors.unreadableText() : commonErrors.invalidValues(), unexpected: false };
  }
  return { error: commonErrors.internal(), unexpected: true };
}

/** The SQLSTATE of a node-postgres error, also when TypeORM wrapped it (QueryFailedError.driverError). */
function postgresCode(error: unknown): string | undefined {
  for (const candidate of [error, (error as { driverError?: unknown } | null)?.driverError]) {
    const { code, severity } = (candidate ?? {}) as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
  }
  return undefined;
}
