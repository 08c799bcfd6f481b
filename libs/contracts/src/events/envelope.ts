import { timeOrderedId } from '../schemas/time-ordered-id.js';

/** Every event on the bus travels in this envelope. Add fields, never repurpose them. */
export interface EventEnvelope<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  producer: string;
  data: TData;
  /** W3C trace context of the work that produced the event, so its consumers join the same trace. */
  traceparent?: string;
}

export function createEnvelope<TType extends string, TData>(type: TType, data: TData, producer: string, version = 1, traceparent?: string): EventEnvelope<TType, TData> {
  const envelope: EventEnvelope<TType, TData> = { id: timeOrderedId(), type, version, occurredAt: new Date().toISOString(), producer, data };
  if (traceparent) envelope.traceparent = traceparent;
  return envelope;
}
