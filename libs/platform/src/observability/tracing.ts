import { newIds, randomHex, type TraceParent } from './trace-context.js';

export type SpanKind = 'server' | 'client' | 'consumer' | 'producer' | 'internal';

/** A unit of work in a trace. Its ids go into the request context (logs, outgoing headers, envelopes). */
export interface Span extends TraceParent {
  end(outcome?: { error?: boolean; attributes?: Record<string, string | number | boolean> }): void;
}

interface OtelBridge {
  start(name: string, kind: SpanKind, parent: TraceParent | undefined, attributes?: Record<string, string | number>): Span;
  shutdown(): Promise<void>;
}

let otel: OtelBridge | undefined;
let starting: Promise<void> | undefined;

/**
 * Exports spans over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the exporter reads that and the
 * other standard OTEL_* variables itself). Without it nothing of OpenTelemetry is even imported: spans
 * are only ids for the logs and the propagated traceparent.
 */
export function startTracing(service: string, env: Record<string, string | undefined> = process.env): Promise<void> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return Promise.resolve();
  starting ??= (async () => {
    const [api, sdk, exporter, resources] = await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
    const provider = new sdk.TracerProvider({
      resource: resources.resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? service }),
      spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new exporter.OTLPTraceExporter(), scheduledDelayMillis: 1000 })],
    });
    const tracer = provider.getTracer('converge');
    const kinds = { server: api.SpanKind.SERVER, client: api.SpanKind.CLIENT, consumer: api.SpanKind.CONSUMER, producer: api.SpanKind.PRODUCER, internal: api.SpanKind.INTERNAL };
    otel = {
      start(name, kind, parent, attributes) {
        const context = parent
          ? api.trace.setSpanContext(api.ROOT_CONTEXT, { traceId: parent.traceId, spanId: parent.spanId, traceFlags: parseInt(parent.flags, 16), isRemote: true })
          : api.ROOT_CONTEXT;
        const span = tracer.startSpan(name, { kind: kinds[kind], attributes }, context);
        const ids = span.spanContext();
        return {
          traceId: ids.traceId,
          spanId: ids.spanId,
          flags: ids.traceFlags.toString(16).padStart(2, '0'),
          end(outcome) {
            if (outcome?.attributes) span.setAttributes(outcome.attributes);
            if (outcome?.error) span.setStatus({ code: api.SpanStatusCode.ERROR });
            span.end();
          },
        };
      },
      shutdown: () => provider.shutdown(),
    };
  })();
  return starting;
}

/** Flushes and stops the exporter (on shutdown). */
export async function stopTracing(): Promise<void> {
  const bridge = otel;
  otel = undefined;
  starting = undefined;
  await bridge?.shutdown().catch(() => undefined);
}

const noop = () => undefined;

/** Starts a span: a child of `parent` (from a traceparent) or the root of a new trace. */
export function startSpan(name: string, kind: SpanKind, parent?: TraceParent, attributes?: Record<string, string | number>): Span {
  if (otel) return otel.start(name, kind, parent, attributes);
  if (parent) return { traceId: parent.traceId, spanId: randomHex(8), flags: parent.flags, end: noop };
  return { ...newIds(), flags: '01', end: noop };
}

export function tracingEnabled(): boolean {
  return otel !== undefined;
}
