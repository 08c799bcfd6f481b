import type { DiscoveryService, MetadataScanner } from '@nestjs/core';

export interface DiscoveredMethod<M> {
  instance: object;
  className: string;
  methodName: string;
  metadata: M;
  call: (...args: unknown[]) => Promise<unknown>;
}

/** Finds every provider method carrying the given metadata key. */
export function discoverMethods<M>(discovery: DiscoveryService, scanner: MetadataScanner, key: string): DiscoveredMethod<M>[] {
  const found: DiscoveredMethod<M>[] = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object') continue;
    const prototype = Object.getPrototypeOf(instance);
    if (!prototype) continue;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const method = instance[methodName] as ((...args: unknown[]) => unknown) | undefined;
      if (typeof method !== 'function') continue;
      const metadata = Reflect.getMetadata(key, method) as M | undefined;
      if (metadata === undefined) continue;
      found.push({
        instance,
        className: instance.constructor.name,
        methodName,
        metadata,
        call: async (...args) => method.apply(instance, args),
      });
    }
  }
  return found;
}
