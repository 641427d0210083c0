import type { GatewayLogger } from '../logger.js';
import type { CallSpan, CallTracer } from './call-tracer.js';
import { loadOtelTracer } from './load-otel-tracer.js';
import type { OtelTracer } from './load-otel-tracer.js';
import { otelTracingWanted } from './otel-settings.js';

const NO_SPAN: CallSpan = {
  attempt: () => ({ traceparent: '', end: () => undefined }),
  end: () => undefined,
};

/**
 * The service's tracer: `undefined` when the `OTEL_*` variables do not ask for tracing (the
 * pipeline then does no tracing work at all), else one that starts loading OpenTelemetry at once
 * and traces every call once `ready()` has resolved (the service awaits it before listening).
 */
export function lazyCallTracer(
  env: NodeJS.ProcessEnv,
  options: { instanceId: string; version: string; logger: GatewayLogger },
): (CallTracer & { ready(): Promise<void>; shutdown(): Promise<void> }) | undefined {
  if (!otelTracingWanted(env)) return undefined;
  let loaded: OtelTracer | undefined;
  const loading = loadOtelTracer(env, options).then(
    (tracer) => {
      loaded = tracer;
      options.logger.info(
        { protocol: env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf' },
        'OpenTelemetry tracing on',
      );
    },
    (error: unknown) =>
      options.logger.error(
        { err: (error as Error).message },
        'OpenTelemetry could not be loaded; tracing off',
      ),
  );
  return {
    startCall: (start) => (loaded === undefined ? NO_SPAN : loaded.startCall(start)),
    ready: () => loading,
    shutdown: async () => {
      await loading;
      // A collector that is down must not fail the shutdown: the spans are lost, the process goes.
      await loaded
        ?.shutdown()
        .catch((error: unknown) =>
          options.logger.warn({ err: (error as Error).message }, 'OpenTelemetry: last spans not exported'),
        );
    },
  };
}
