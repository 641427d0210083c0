import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureRawLimit } from './raw-limit.js';
import { measureResultGuard } from './result-guard-cost.js';
import { measureCallRecords } from '../call-records.js';
import { benchCalls } from './bench-calls.js';
import { benchCatalog } from './bench-catalog.js';
import { benchMemory } from './bench-memory.js';
import { benchShared } from './bench-shared.js';
import { targetsOf } from './bench-targets.js';
import { measureForwardingHop, measureProcessHop } from './hops.js';
import { pinned, progress, quick } from './bench-setup.js';

/** Every section of `npm run bench`, in order, as one versioned result. */
export async function runBench() {
  const dir = mkdtempSync(join(tmpdir(), 'asixto-bench-'));
  try {
    const startedAt = new Date().toISOString();
    // Other processes on the machine skew every figure; the load average says how much.
    const loadBefore = loadavg()[0] ?? 0;
    progress('· límite físico: POST keep-alive node:http → servidor node:http con respuesta fija…');
    // Same length in --quick: it takes about a second, and a shorter run measures the JIT warming up.
    const raw = await measureRawLimit({ total: 5000, warmup: 3000 });
    const processHop = await measureProcessHop();
    const calls = await benchCalls(dir);
    const one = calls.find((row) => row.concurrency === 1)!;
    const toolServer = {
      // The server does the same work whatever the mode that calls it: every call at concurrency 1.
      cpuMsPerCall:
        [one.direct, one.inProcess, one.http, one.mcp].reduce(
          (sum, mode) => sum + mode.toolServerCpuMsPerCall * mode.calls,
          0,
        ) /
        (one.direct.calls + one.inProcess.calls + one.http.calls + one.mcp.calls),
    };
    const forwardingHop = await measureForwardingHop(toolServer.cpuMsPerCall);
    const limit = { ...raw, processHop, forwardingHop };
    // Each cost at concurrency 1 as a multiple of the raw round trip (CPU: both sides of it).
    const ratiosToLimit = {
      directP50: one.direct.p50Ms / limit.p50Ms,
      directCpu: one.direct.cpuMsPerCall / limit.cpuMsPerCall,
      gatewayP50: one.inProcess.p50Ms / limit.p50Ms,
      gatewayCpu: one.inProcess.cpuMsPerCall / limit.cpuMsPerCall,
      httpP50: one.http.p50Ms / limit.p50Ms,
      serviceCpu: (one.http.serviceCpuMsPerCall ?? Number.NaN) / limit.cpuMsPerCall,
      toolServerCpu: toolServer.cpuMsPerCall / limit.cpuMsPerCall,
      // What the service adds at p50 as a multiple of what a bare forwarder adds.
      httpAddedToForwarding:
        forwardingHop.addedP50Ms > 0 ? one.ratios.httpAddedP50Ms / forwardingHop.addedP50Ms : Number.NaN,
    };
    progress('· guardia de resultados: CPU por llamada sobre una respuesta de 3.000 caracteres…');
    const resultGuard = measureResultGuard({ quick });
    const catalog = await benchCatalog(dir);
    const memory = await benchMemory(dir);
    const shared = await benchShared(dir);
    const callRecords = await measureCallRecords({ quick }); // issue 33: records and OTel, CPU per call
    const targets = targetsOf({
      calls,
      toolServer,
      catalog,
      memory,
      resultGuard,
      ratiosToLimit,
      callRecords,
    });
    return {
      version: 2,
      startedAt,
      environment: {
        node: process.version,
        cpus: cpus().length,
        cpu: cpus()[0]?.model ?? 'unknown',
        loadAverage1m: { before: loadBefore, after: loadavg()[0] ?? 0 },
        quick,
        /** `--pin`: this process on CPU 0, the tool servers and services it starts on CPU 1. */
        pinned,
      },
      limit,
      toolServer,
      ratiosToLimit,
      calls,
      catalog,
      memory,
      shared,
      resultGuard,
      targets,
      callRecords,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type BenchResult = Awaited<ReturnType<typeof runBench>>;
