import type { EventType } from '@converge/contracts';

export const EVENT_HANDLER_METADATA = 'converge:event-handler';

export interface EventHandlerMetadata {
  type: EventType;
  /** Stable name of the durable consumer; defaults to <Class>_<method>. Renaming it replays history. */
  name?: string;
}

/**
 * Binds a provider method to an event type through a durable JetStream consumer.
 * The method receives (envelope, manager) and runs inside the transaction that records the event id.
 */
export function OnEvent(type: EventType, options: { name?: string } = {}): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(EVENT_HANDLER_METADATA, { type, name: options.name } satisfies EventHandlerMetadata, descriptor.value as object);
    return descriptor;
  };
}
