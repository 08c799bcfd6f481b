import type { RpcError } from '@converge/contracts';

/**
 * What a call that must fail threw: for an RPC, the RpcError as the gateway would see it ({status,
 * code, message, fields}). Fails the test when the call succeeds.
 */
export async function failureOf(call: Promise<unknown>): Promise<RpcError> {
  try {
    await call;
  } catch (error) {
    return error as RpcError;
  }
  throw new Error('expected the call to fail');
}

/** The status a call answers: 200 when it succeeds, otherwise the status of what it threw (500 without one). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

/** statusOf() for a synchronous rule: 200 when `rule` returns, otherwise the status of what it threw. */
export function statusOfRule(rule: () => unknown): number {
  try {
    rule();
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}
