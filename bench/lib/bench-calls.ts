import { Agent } from 'node:http';
import { join } from 'node:path';
import pino from 'pino';
import { createGatewayService, serviceLogDestination } from '@asixto/gateway/service';
import { connectCallModes } from './call-modes.js';
import { startChild } from './bench-child.js';
import { postJson } from './post-json.js';
import { runCalls, summarize } from './load.js';
import type { LoadResult, RawRun } from './load.js';
import {
  ADMIN,
  CALLS,
  CONCURRENCY,
  pinned,
  progress,
  ROUNDS,
  serviceConfig,
  UPSTREAM,
  WARMUP,
} from './bench-setup.js';
import type { Concurrency, Engines } from './bench-setup.js';

/** One mode's result, with the CPU the tool server (and, over HTTP, the service) spent per call. */
export interface ModeResult extends LoadResult {
  /** CPU of the reference server's own process per call. */
  toolServerCpuMsPerCall: number;
  /** Modes served by the service process (`http`, `mcp`): its own CPU per call. */
  serviceCpuMsPerCall?: number;
}

interface MeasuredRun extends RawRun {
  toolServerCpuMs: number;
  serviceCpuMs: number;
}

export interface CallRow {
  concurrency: number;
  direct: ModeResult;
  inProcess: ModeResult;
  http: ModeResult;
  /** The same call as `http`, through `POST /mcp/{company}` by the official MCP client. */
  mcp: ModeResult;
  ratios: {
    inProcessP50: number;
    inProcessThroughput: number;
    httpP50: number;
    httpThroughput: number;
    httpAddedP50Ms: number;
    /** CPU per call the gateway adds to the direct call (same process, contention-proof). */
    inProcessAddedCpuMs: number;
    /** CPU per call the service process spends beyond the in-process gateway (HTTP, routes, logs). */
    httpAddedCpuMs: number;
    /**
     * CPU per call (c) adds on both sides of the hop: the load generator's HTTP client (this
     * process's CPU in (c)) plus `httpAddedCpuMs`. At concurrency 1 nothing overlaps, so this is
     * what `httpAddedP50Ms` is made of, and it says how much of it is the client's.
     */
    httpAddedCpuBothSidesMs: number;
    /** The service's CPU per call through `/mcp/{company}` as a multiple of `/v1/call`'s (issue 35: ≤ 1.2 at c=1). */
    mcpServiceCpuToHttp: number;
    /** `/mcp/{company}` throughput as a multiple of `/v1/call`'s (issue 35: ≥ 0.85 at c=16). */
    mcpThroughputToHttp: number;
  };
}

function summarizeMode(runs: readonly MeasuredRun[], concurrency: number, service: boolean): ModeResult {
  const result = summarize(runs, concurrency);
  const perCall = (key: 'toolServerCpuMs' | 'serviceCpuMs'): number =>
    runs.reduce((sum, r) => sum + r[key], 0) / result.calls;
  return {
    ...result,
    toolServerCpuMsPerCall: perCall('toolServerCpuMs'),
    ...(service ? { serviceCpuMsPerCall: perCall('serviceCpuMs') } : {}),
  };
}

export async function benchCalls(
  dir: string,
  engines?: Engines,
  concurrencies: readonly Concurrency[] = CONCURRENCY,
) {
  progress('· llamadas: servidor de referencia y servicio HTTP (procesos aparte) + gateway en este proceso…');
  const reference = await startChild(
    './lib/reference-process.ts',
    [join(dir, 'reference.sqlite'), UPSTREAM],
    pinned,
  );
  const serviceChild = await startChild(
    './lib/service-process.ts',
    [JSON.stringify(serviceConfig(join(dir, 'gw-http'))), join(dir, 'gateway-http.log')],
    pinned,
  );
  // Real logging (every call logs one line), to a file through the service's own destination.
  const logger = pino({ level: 'info' }, serviceLogDestination(join(dir, 'gateway.log')));
  // The service process keeps its own embedded registry: shared engines are measured in process.
  const service = createGatewayService(serviceConfig(join(dir, 'gw'), engines), { logger });
  const { gateway } = service;
  await gateway.ready();
  const tenant = { company: 'bench', name: 'Bench', currency: 'COP', timezone: 'America/Bogota' };
  await gateway.registerTenant(tenant);
  const { certification } = await gateway.registerServer('bench', { url: reference.url, token: UPSTREAM });
  if (!certification.certifiedTools.includes('consultar_cliente'))
    throw new Error('reference server not certified');

  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const admin = (path: string, body: unknown) =>
    postJson(agent, new URL(path, serviceChild.url), JSON.stringify(body), ADMIN);
  await admin('/v1/tenants', tenant);
  const registered = await admin('/v1/tenants/bench/servers', { url: reference.url, token: UPSTREAM });
  const remote = registered.body as { certification?: { certifiedTools?: string[] } };
  if (!remote.certification?.certifiedTools?.includes('consultar_cliente'))
    throw new Error('reference server not certified by the service process');

  const modes = await connectCallModes({
    referenceUrl: reference.url,
    serviceUrl: serviceChild.url,
    gateway,
    agent,
  });
  // The children's CPU is read around each measured stretch, outside this process's own count.
  const measure = async (
    fn: (i: number) => Promise<boolean>,
    options: { concurrency: number; total: number },
  ): Promise<MeasuredRun> => {
    const [tool0, service0] = await Promise.all([reference.cpuMs(), serviceChild.cpuMs()]);
    const run = await runCalls(fn, options);
    const [tool1, service1] = await Promise.all([reference.cpuMs(), serviceChild.cpuMs()]);
    return { ...run, toolServerCpuMs: tool1 - tool0, serviceCpuMs: service1 - service0 };
  };

  // JIT, connection pools and SQLite caches warm up for every mode before anything counts.
  for (const mode of modes.list) await runCalls(mode.call, { concurrency: 16, total: WARMUP });

  const rows: CallRow[] = [];
  for (const concurrency of concurrencies) {
    const total = CALLS[concurrency];
    progress(`  concurrencia ${concurrency}: ${total} llamadas por modo, en ${ROUNDS} rondas alternadas`);
    // Rounds rotate the order of the modes so drift (GC, other processes) hits them alike.
    const runs = modes.list.map((): MeasuredRun[] => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < modes.list.length; k++) {
        const m = (round + k) % modes.list.length;
        const mode = modes.list[m]!;
        await runCalls(mode.call, { concurrency, total: concurrency * 2 });
        runs[m]!.push(await measure(mode.call, { concurrency, total: total / ROUNDS }));
      }
    }
    const [a, b, c, d] = modes.list.map((mode, m) => summarizeMode(runs[m]!, concurrency, mode.service)) as [
      ModeResult,
      ModeResult,
      ModeResult,
      ModeResult,
    ];
    const httpAddedCpuMs = (c.serviceCpuMsPerCall ?? Number.NaN) - b.cpuMsPerCall;
    rows.push({
      concurrency,
      direct: a,
      inProcess: b,
      http: c,
      mcp: d,
      ratios: {
        inProcessP50: b.p50Ms / a.p50Ms,
        inProcessThroughput: b.throughput / a.throughput,
        httpP50: c.p50Ms / a.p50Ms,
        httpThroughput: c.throughput / a.throughput,
        httpAddedP50Ms: c.p50Ms - b.p50Ms,
        inProcessAddedCpuMs: b.cpuMsPerCall - a.cpuMsPerCall,
        httpAddedCpuMs,
        httpAddedCpuBothSidesMs: c.cpuMsPerCall + httpAddedCpuMs,
        mcpServiceCpuToHttp: (d.serviceCpuMsPerCall ?? Number.NaN) / (c.serviceCpuMsPerCall ?? Number.NaN),
        mcpThroughputToHttp: d.throughput / c.throughput,
      },
    });
  }
  agent.destroy();
  await modes.close();
  await service.close();
  logger.flush();
  await serviceChild.close();
  await reference.close();
  return rows;
}
