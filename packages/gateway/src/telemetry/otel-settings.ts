/** The standard variables that turn tracing on: an OTLP endpoint, and nothing saying it is off. */
export function otelTracingWanted(env: NodeJS.ProcessEnv): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').toLowerCase() === 'true') return false;
  if ((env.OTEL_TRACES_EXPORTER ?? 'otlp').toLowerCase() !== 'otlp') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

/** `http/protobuf` (the specification's default) or `http/json`; gRPC is not offered. */
export function otlpProtocol(env: NodeJS.ProcessEnv): 'http/protobuf' | 'http/json' {
  const asked = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? '').trim();
  return asked === 'http/json' ? 'http/json' : 'http/protobuf';
}

/** A positive integer variable, or undefined when unset or not one. */
function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = Number(env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * The batch span processor's standard variables (`OTEL_BSP_*`), which this SDK line no longer
 * reads by itself: only those set.
 */
export function batchSettings(env: NodeJS.ProcessEnv): {
  scheduledDelayMillis?: number;
  maxQueueSize?: number;
  maxExportBatchSize?: number;
  exportTimeoutMillis?: number;
} {
  const pairs = [
    ['scheduledDelayMillis', positive(env, 'OTEL_BSP_SCHEDULE_DELAY')],
    ['maxQueueSize', positive(env, 'OTEL_BSP_MAX_QUEUE_SIZE')],
    ['maxExportBatchSize', positive(env, 'OTEL_BSP_MAX_EXPORT_BATCH_SIZE')],
    ['exportTimeoutMillis', positive(env, 'OTEL_BSP_EXPORT_TIMEOUT')],
  ] as const;
  return Object.fromEntries(pairs.filter(([, v]) => v !== undefined));
}

/**
 * `OTEL_TRACES_SAMPLER` (+ `OTEL_TRACES_SAMPLER_ARG`) as a plain description: which sampler and,
 * for the ratio ones, the ratio. Default: parent-based, always on.
 */
export function samplerSetting(env: NodeJS.ProcessEnv): {
  parentBased: boolean;
  root: 'on' | 'off' | 'ratio';
  ratio: number;
} {
  const name = (env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on').trim().toLowerCase();
  const arg = Number(env.OTEL_TRACES_SAMPLER_ARG);
  const ratio = Number.isFinite(arg) && arg >= 0 && arg <= 1 ? arg : 1;
  const parentBased = name.startsWith('parentbased_');
  const base = parentBased ? name.slice('parentbased_'.length) : name;
  const root = base === 'always_off' ? 'off' : base === 'traceidratio' ? 'ratio' : 'on';
  return { parentBased, root, ratio };
}
