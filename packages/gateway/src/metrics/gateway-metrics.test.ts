import { describe, expect, it } from 'vitest';
import { createGatewayMetrics, errorCodeLabel } from './gateway-metrics.js';

describe('createGatewayMetrics', () => {
  it('counts what the result guard removed, per company, server and rule', async () => {
    const metrics = createGatewayMetrics({ defaultMetrics: false });
    const call = {
      requestId: 'r1',
      company: 'acme',
      tool: 'consultar',
      outcome: 'ok',
      attempts: 1,
      latencyMs: 2,
    };
    const leaks = [
      { rule: 'call-no-secrets', count: 2 },
      { rule: 'call-no-traces', count: 1 },
    ];
    metrics.observer.callFinished({ ...call, truncated: false, serverId: 's1', leaks });
    metrics.observer.callFinished({ ...call, truncated: false, serverId: 's1', leaks: leaks.slice(0, 1) });
    metrics.observer.callFinished({ ...call, truncated: false, serverId: 's2' });
    const text = await metrics.render();
    expect(text).toContain(
      'asixto_gateway_result_leaks_total{company="acme",server="s1",rule="call-no-secrets"} 4',
    );
    expect(text).toContain(
      'asixto_gateway_result_leaks_total{company="acme",server="s1",rule="call-no-traces"} 1',
    );
    expect(text).not.toContain('server="s2"');
  });

  it('turns observer events into Prometheus series', async () => {
    const metrics = createGatewayMetrics({ defaultMetrics: false });
    const tool = 'ext__acme__consultar_cliente';
    metrics.observer.callFinished({
      requestId: 'r1',
      company: 'acme',
      tool,
      outcome: 'ok',
      attempts: 2,
      latencyMs: 12,
      truncated: true,
    });
    metrics.observer.callFinished({
      requestId: 'r2',
      company: 'acme',
      tool,
      outcome: 'timeout',
      attempts: 1,
      latencyMs: 4000,
      truncated: false,
    });
    metrics.observer.retry({ requestId: 'r1', company: 'acme', tool, attempt: 1, reason: 'dropped' });
    metrics.observer.cacheLookup({ company: 'acme', serverId: 's1', hit: true });
    metrics.observer.cacheLookup({ company: 'acme', serverId: 's1', hit: false });
    metrics.observer.upstreamError({ company: 'acme', serverId: 's1', code: 'ECONNREFUSED' });
    metrics.httpRequest({ method: 'POST', route: '/v1/call', status: 200, seconds: 0.002 });

    const text = await metrics.render();
    const series = `{company="acme",tool="${tool}"`;
    expect(text).toContain(`asixto_gateway_calls_total${series},outcome="ok"} 1`);
    expect(text).toContain(`asixto_gateway_calls_total${series},outcome="timeout"} 1`);
    expect(text).toContain(`asixto_gateway_call_attempts_total${series}} 3`);
    expect(text).toContain(`asixto_gateway_timeouts_total${series}} 1`);
    expect(text).toContain(`asixto_gateway_truncations_total${series}} 1`);
    expect(text).toContain(`asixto_gateway_retries_total${series},reason="dropped"} 1`);
    expect(text).toContain('asixto_gateway_catalog_cache_lookups_total{company="acme",result="hit"} 1');
    expect(text).toContain('asixto_gateway_catalog_cache_lookups_total{company="acme",result="miss"} 1');
    expect(text).toContain('asixto_gateway_upstream_errors_total{company="acme",code="ECONNREFUSED"} 1');
    expect(text).toContain(
      `asixto_gateway_call_duration_seconds_bucket{le="0.025",${series.slice(1)},outcome="ok"} 1`,
    );
    expect(text).toContain(
      'asixto_gateway_http_requests_total{method="POST",route="/v1/call",status="200"} 1',
    );
  });

  it('reports each breaker state as a gauge', async () => {
    const metrics = createGatewayMetrics({ defaultMetrics: false });
    metrics.observer.breakerChanged({ company: 'acme', serverId: 's1', state: 'open' });
    expect(await metrics.render()).toContain('asixto_gateway_breaker_state{company="acme",server="s1"} 2');
    metrics.observer.breakerChanged({ company: 'acme', serverId: 's1', state: 'closed' });
    expect(await metrics.render()).toContain('asixto_gateway_breaker_state{company="acme",server="s1"} 0');
  });

  it('folds the error codes a tenant server chooses, so it cannot grow the label set', () => {
    expect(errorCodeLabel('ECONNREFUSED')).toBe('ECONNREFUSED');
    expect(errorCodeLabel('JSONRPC_-32099')).toBe('JSONRPC_ERROR');
    expect(errorCodeLabel('JSONRPC_123456789')).toBe('JSONRPC_ERROR');
    expect(errorCodeLabel('HTTP_503')).toBe('HTTP_5XX');
    expect(errorCodeLabel('HTTP_418')).toBe('HTTP_4XX');
    expect(errorCodeLabel('weird code "x"')).toBe('OTHER');
  });

  it('adds the process metrics, loaded with the first scrape, with the instance label on every series', async () => {
    const metrics = createGatewayMetrics({ instanceId: 'gw-a' });
    metrics.observer.cacheLookup({ company: 'acme', serverId: 's1', hit: true });
    const text = await metrics.render();
    expect(text).toContain(
      'asixto_gateway_catalog_cache_lookups_total{company="acme",result="hit",gateway_instance="gw-a"} 1',
    );
    expect(text).toMatch(/^asixto_gateway_process_cpu_seconds_total\{gateway_instance="gw-a"\} [\d.e-]+$/m);
    expect(text).toMatch(/^asixto_gateway_nodejs_heap_size_used_bytes\{gateway_instance="gw-a"\} \d+$/m);
    expect(text.endsWith('\n')).toBe(true);
    // The same registry on the next scrape: counters keep counting, nothing is registered twice.
    expect(await metrics.render()).toContain('# TYPE asixto_gateway_process_cpu_seconds_total counter');
    expect(metrics.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('keeps instances apart (one set of series each)', async () => {
    const a = createGatewayMetrics({ defaultMetrics: false });
    const b = createGatewayMetrics({ defaultMetrics: false });
    a.observer.upstreamError({ company: 'x', serverId: 's', code: 'E' });
    expect(await b.render()).not.toContain('code="E"');
  });
});
