import type { Span, Tracer } from '@opentelemetry/api';
import type { AttemptSpan, CallSpan, CallTracer } from './call-tracer.js';
import { batchSettings, otlpProtocol, samplerSetting } from './otel-settings.js';

/** A loaded tracer and the way to flush and stop its exporter. */
export interface OtelTracer extends CallTracer {
  shutdown(): Promise<void>;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * OpenTelemetry with the official SDK, configured by the standard `OTEL_*` variables (endpoint,
 * headers, protocol, service name, resource attributes, sampler), loaded only when asked for: the
 * modules are imported here, dynamically, so a gateway without tracing never loads them.
 * Attribute names follow the MCP and GenAI semantic conventions where they exist.
 */
export async function loadOtelTracer(
  env: NodeJS.ProcessEnv,
  { instanceId, version }: { instanceId: string; version: string },
): Promise<OtelTracer> {
  const [api, sdk, resources, exporterModule] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/resources'),
    otlpProtocol(env) === 'http/json'
      ? import('@opentelemetry/exporter-trace-otlp-http')
      : import('@opentelemetry/exporter-trace-otlp-proto'),
  ]);
  const { trace, ROOT_CONTEXT, SpanKind, SpanStatusCode, TraceFlags } = api;
  // The variables win over these defaults (service.name from OTEL_SERVICE_NAME, and so on).
  const resource = resources
    .resourceFromAttributes({
      'service.name': 'asixto-gateway',
      'service.version': version,
      'service.instance.id': instanceId,
    })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const sampling = samplerSetting(env);
  const root =
    sampling.root === 'off'
      ? new sdk.AlwaysOffSampler()
      : sampling.root === 'ratio'
        ? new sdk.TraceIdRatioBasedSampler(sampling.ratio)
        : new sdk.AlwaysOnSampler();
  const provider = new sdk.TracerProvider({
    resource,
    sampler: sampling.parentBased ? new sdk.ParentBasedSampler({ root }) : root,
    spanProcessors: [
      new sdk.BatchSpanProcessor({ exporter: new exporterModule.OTLPTraceExporter(), ...batchSettings(env) }),
    ],
  });
  const tracer: Tracer = provider.getTracer('@asixto/gateway', version);

  const parentOf = (traceparent: string | undefined) => {
    const m = traceparent === undefined ? null : TRACEPARENT.exec(traceparent);
    if (!m) return ROOT_CONTEXT;
    return trace.setSpanContext(ROOT_CONTEXT, {
      traceId: m[1] as string,
      spanId: m[2] as string,
      traceFlags: parseInt(m[3] as string, 16) & TraceFlags.SAMPLED,
      isRemote: true,
    });
  };
  const traceparentOf = (span: Span): string => {
    const c = span.spanContext();
    return `00-${c.traceId}-${c.spanId}-${(c.traceFlags & TraceFlags.SAMPLED).toString(16).padStart(2, '0')}`;
  };

  return {
    startCall(start): CallSpan {
      const span = tracer.startSpan(
        'tools/call',
        {
          kind: SpanKind.SERVER,
          attributes: {
            'mcp.method.name': 'tools/call',
            'gen_ai.operation.name': 'execute_tool',
            'asixto.company': start.company,
            'asixto.request_id': start.requestId,
          },
        },
        parentOf(start.traceparent),
      );
      const parent = trace.setSpan(ROOT_CONTEXT, span);
      return {
        attempt(attempt, tool, serverId): AttemptSpan {
          const child = tracer.startSpan(
            `tools/call ${tool}`,
            {
              kind: SpanKind.CLIENT,
              attributes: {
                'mcp.method.name': 'tools/call',
                'gen_ai.operation.name': 'execute_tool',
                'gen_ai.tool.name': tool,
                'asixto.attempt': attempt,
                'asixto.retry': attempt > 1,
                // The HTTP semantic conventions' retry count: 0 on the first attempt.
                'http.request.resend_count': attempt - 1,
                'asixto.server.id': serverId,
              },
            },
            parent,
          );
          return {
            traceparent: traceparentOf(child),
            end(failure) {
              if (failure !== undefined) {
                child.setAttribute('error.type', failure);
                child.setStatus({ code: SpanStatusCode.ERROR });
              }
              child.end();
            },
          };
        },
        end(end) {
          span.updateName(`tools/call ${end.tool}`);
          span.setAttributes({
            'gen_ai.tool.name': end.tool,
            'asixto.outcome': end.outcome,
            'asixto.attempts': end.attempts,
            'asixto.truncated': end.truncated,
            ...(end.serverId !== undefined ? { 'asixto.server.id': end.serverId } : {}),
          });
          if (end.outcome !== 'ok') {
            span.setAttribute('error.type', end.errorType ?? end.outcome);
            // A business error is an answer, not a failure of the gateway or the server.
            if (end.outcome === 'timeout' || end.outcome === 'unavailable' || end.errorType === 'SYSTEM')
              span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
