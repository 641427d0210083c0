import { describe, expect, it } from 'vitest';
import { batchSettings, otelTracingWanted, otlpProtocol, samplerSetting } from './otel-settings.js';

describe('OTEL_* settings', () => {
  it('is on only with an endpoint and nothing turning it off', () => {
    expect(otelTracingWanted({})).toBe(false);
    expect(otelTracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(true);
    expect(otelTracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(true);
    expect(otelTracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
    expect(otelTracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_TRACES_EXPORTER: 'none' })).toBe(
      false,
    );
  });

  it('reads the protocol, the batch and the sampler variables', () => {
    expect(otlpProtocol({})).toBe('http/protobuf');
    expect(otlpProtocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toBe('http/json');
    expect(
      otlpProtocol({
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf',
      }),
    ).toBe('http/protobuf');
    expect(batchSettings({ OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_BSP_MAX_QUEUE_SIZE: 'lots' })).toEqual({
      scheduledDelayMillis: 100,
    });
    expect(samplerSetting({})).toEqual({ parentBased: true, root: 'on', ratio: 1 });
    expect(samplerSetting({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' })).toEqual({
      parentBased: false,
      root: 'ratio',
      ratio: 0.25,
    });
    expect(samplerSetting({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' })).toEqual({
      parentBased: true,
      root: 'off',
      ratio: 1,
    });
  });
});
