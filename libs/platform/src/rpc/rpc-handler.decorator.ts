export const RPC_HANDLER_METADATA = 'converge:rpc-handler';

/** Serves a provider method as request-reply on the given rpc.<service>.<resource>.<verb> subject. */
export function RpcHandler(pattern: string): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(RPC_HANDLER_METADATA, pattern, descriptor.value as object);
    return descriptor;
  };
}
