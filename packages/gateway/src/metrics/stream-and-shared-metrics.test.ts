import { describe, expect, it } from 'vitest';
import { createGatewayMetrics } from './gateway-metrics.js';

describe('listen stream and shared state metrics', () => {
  it('counts open, refused and ended listen streams, and refused shared entries', async () => {
    const metrics = createGatewayMetrics({ defaultMetrics: false });
    expect(await metrics.render()).toContain('asixto_gateway_listen_streams 0');
    metrics.listenStreams.opened('acme');
    metrics.listenStreams.opened('acme');
    metrics.listenStreams.refused('acme', 'company');
    metrics.listenStreams.refused('beta', 'instance');
    metrics.listenStreams.ended('acme', 'idle');
    metrics.observer.sharedEntryRejected({ reason: 'signature' });
    metrics.observer.sharedEntryRejected({ reason: 'signature' });
    const text = await metrics.render();
    expect(text).toContain('asixto_gateway_listen_streams 1');
    expect(text).toContain('asixto_gateway_listen_streams_refused_total{scope="company"} 1');
    expect(text).toContain('asixto_gateway_listen_streams_refused_total{scope="instance"} 1');
    expect(text).toContain('asixto_gateway_listen_streams_ended_total{reason="idle"} 1');
    expect(text).toContain('asixto_gateway_shared_entries_rejected_total{reason="signature"} 2');
  });
});
