import { RpcError, isRpcErrorShape } from '@converge/contracts';
import { ZodError } from 'zod';

/** Anything a handler throws becomes an RpcError: typed ones pass as they are, the rest is a 500. */
export function toRpcError(error: unknown): { error: RpcError; unexpected: boolean } {
  if (error instanceof RpcError) return { error, unexpected: false };
  if (isRpcErrorShape(error) && error.status >= 400 && error.status < 600) {
    return { error: new RpcError(error.status, error.code, error.message, error.fields), unexpected: false };
  }
  if (error instanceof ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    return { error: RpcError.badRequest('Some fields are not valid.', fields), unexpected: false };
  }
  return { error: new RpcError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'), unexpected: true };
}
