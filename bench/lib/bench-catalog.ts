import { PerformanceObserver } from 'node:perf_hooks';
import { join } from 'node:path';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayContextInput } from '@asixto/gateway';
import { BENCH_SCENARIOS, startManyToolsServer } from './many-tools-server.js';
import { timeSequential } from './load.js';
import { inBatches, progress, quick, serviceConfig, silent, UPSTREAM } from './bench-setup.js';
import type { Engines } from './bench-setup.js';

/** `catalogFor` with 100 real servers × 30 tools registered and cached: p50/p99. */
export async function benchCatalog(dir: string, engines?: Engines) {
  const servers = 100;
  const toolsPerServer = 30;
  progress(
    `· catalogFor: ${servers} servidores reales × ${toolsPerServer} herramientas, registro y certificación…`,
  );
  const service = createGatewayService(serviceConfig(join(dir, 'gw-catalog'), engines), {
    logger: silent,
    defaultMetrics: false,
  });
  const { gateway } = service;
  await gateway.registerTenant({
    company: 'catalogo',
    name: 'Catálogo',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
  const started = performance.now();
  const upstreams = await Promise.all(
    Array.from({ length: servers }, (_, i) =>
      startManyToolsServer({ serverIndex: i, tools: toolsPerServer, token: UPSTREAM, logger: silent }),
    ),
  );
  let certifiedTools = 0;
  await inBatches(upstreams, 8, async (upstream) => {
    const { certification } = await gateway.registerServer('catalogo', {
      url: upstream.url,
      token: UPSTREAM,
    });
    certifiedTools += certification.certifiedTools.length;
  });
  const registrationS = (performance.now() - started) / 1000;
  progress(`  ${certifiedTools} herramientas certificadas en ${registrationS.toFixed(1)} s`);

  const contexts: GatewayContextInput[] = BENCH_SCENARIOS.map((scenario) => ({
    company: 'catalogo',
    conversationId: 'cnv_catalog',
    channel: 'chat',
    scenario,
    agentLevel: 'read',
  }));
  let exposed = 0;
  for (const ctx of contexts) exposed += (await gateway.catalogFor(ctx)).tools.length;
  let i = 0;
  // Garbage-collection pauses during the measured loop, to tell a slow p99 from a GC pause.
  const gc = { count: 0, totalMs: 0, maxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const timing = await timeSequential(() => gateway.catalogFor(contexts[i++ % contexts.length]!), {
    total: quick ? 500 : 5000,
    warmup: quick ? 50 : 500,
  });
  observer.disconnect();
  await service.close();
  await Promise.all(upstreams.map((u) => u.close()));
  return {
    gcDuringMeasure: gc,
    servers,
    toolsPerServer,
    certifiedTools,
    toolsPerCatalog: exposed / contexts.length,
    registrationS,
    ...timing,
  };
}
