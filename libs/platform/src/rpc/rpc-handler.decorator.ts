import type { ZodType } from 'zod';

export const RPC_HANDLER_METADATA = 'converge:rpc-handler';

/**
 * Who may call a handler. The gateway resolves the actor from the session; internal callers (another
 * service asking a question) send none.
 * - `required`: a signed-in person (401 otherwise).
 * - `admin`: a signed-in person with an admin role, platform or business (401 / 403 otherwise); which
 *   objects the role reaches is the handler's scope rule.
 * - `optional`: anyone, including another service; the handler decides what an actor changes.
 */
export type ActorRule = 'required' | 'admin' | 'optional';

export interface RpcHandlerOptions {
  actor: ActorRule;
  /**
   * The payload's schema from `libs/contracts`, the one the gateway validated the request with. The
   * platform parses the payload with it (400 naming the fields otherwise), so the handler receives the
   * parsed type and never repeats the rule. The actor is checked first and passed on untouched.
   */
  input?: ZodType;
}

export interface RpcHandlerMetadata extends RpcHandlerOptions {
  pattern: string;
}

/**
 * Serves a provider method as request-reply on the given rpc.<service>.<resource>.<verb> subject,
 * through the platform's pipeline: actor check, input parse, error mapping, log and timing
 * (RpcServerHost). Every handler says who may call it.
 */
export function RpcHandler(pattern: string, options: RpcHandlerOptions): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(RPC_HANDLER_METADATA, { pattern, ...options } satisfies RpcHandlerMetadata, descriptor.value as object);
    return descriptor;
  };
}
