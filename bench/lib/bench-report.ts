import type { BenchResult } from './bench-run.js';

const fmt = (n: number, digits = 2): string => n.toFixed(digits);

export function humanText(result: BenchResult): string {
  const out: string[] = [];
  const env = result.environment;
  out.push(
    '',
    `asixto-gateway bench · ${env.node} · ${env.cpus} CPU${env.pinned ? ' (fijado: este proceso en la CPU 0, los que inicia en la 1)' : ''} · carga media 1 min ${fmt(env.loadAverage1m.before)} → ${fmt(env.loadAverage1m.after)} · ${result.startedAt}`,
  );
  const l = result.limit;
  const q = result.ratiosToLimit;
  out.push(
    '',
    `límite físico (POST keep-alive node:http → node:http, respuesta fija, c=1): p50 ${fmt(l.p50Ms, 3)} ms, CPU ${fmt(l.cpuMsPerCall, 3)} ms por llamada (ambos lados)`,
    `  el mismo viaje a ese servidor en otro proceso: p50 ${fmt(l.processHop.p50Ms, 3)} ms (el servicio HTTP añade uno de estos viajes a cada llamada)`,
    `  un reenviador node:http mínimo en su proceso, delante de ese servidor ocupado ${fmt(l.forwardingHop.upstreamBusyMs, 3)} ms por llamada (lo que gasta el de referencia): añade ${fmt(l.forwardingHop.addedP50Ms, 3)} ms en p50 (${fmt(l.forwardingHop.directP50Ms, 3)} → ${fmt(l.forwardingHop.forwardedP50Ms, 3)}), el piso de lo que un servicio HTTP añade; el servicio del gateway añade ×${fmt(q.httpAddedToForwarding, 1)} de eso`,
    `  frente a ese viaje en bruto (c=1): el gateway en proceso cuesta ×${fmt(q.gatewayCpu, 1)} en CPU y ×${fmt(q.gatewayP50, 1)} en p50; el servicio HTTP ×${fmt(q.serviceCpu, 1)} en CPU (su proceso) y ×${fmt(q.httpP50, 1)} en p50; el servidor de referencia ×${fmt(q.toolServerCpu, 1)} en CPU (${fmt(result.toolServer.cpuMsPerCall, 3)} ms); el cliente MCP directo ×${fmt(q.directCpu, 1)} en CPU y ×${fmt(q.directP50, 1)} en p50`,
  );
  out.push(
    '',
    'consultar_cliente (lectura) — a: cliente MCP directo, b: gateway.callTool en proceso, c: POST /v1/call (servicio en su proceso), d: POST /mcp/{company} (cliente MCP oficial, mismo servicio)',
    'CPU ms/llamada: de este proceso (en c, solo el generador de carga); servicio y servidor: de sus propios procesos',
  );
  out.push(
    'conc  modo        llamadas/s    p50 ms   p99 ms  CPU ms/llamada  CPU servicio  CPU servidor  errores',
  );
  for (const row of result.calls) {
    for (const [label, r] of [
      ['a directo', row.direct],
      ['b proceso', row.inProcess],
      ['c http', row.http],
      ['d mcp', row.mcp],
    ] as const) {
      const serviceCpu = r.serviceCpuMsPerCall === undefined ? '—' : fmt(r.serviceCpuMsPerCall, 3);
      out.push(
        `${String(row.concurrency).padStart(4)}  ${label.padEnd(10)} ${fmt(r.throughput, 0).padStart(11)} ${fmt(r.p50Ms).padStart(8)} ${fmt(r.p99Ms).padStart(8)} ${fmt(r.cpuMsPerCall, 3).padStart(15)} ${serviceCpu.padStart(13)} ${fmt(r.toolServerCpuMsPerCall, 3).padStart(13)} ${String(r.errors).padStart(8)}`,
      );
    }
    const q = row.ratios;
    out.push(
      `      b/a: p50 ×${fmt(q.inProcessP50)} (objetivo ≤ 1.10), caudal ×${fmt(q.inProcessThroughput)} (≥ 0.90) · c/a: p50 ×${fmt(q.httpP50)}, caudal ×${fmt(q.httpThroughput)} · HTTP añade ${fmt(q.httpAddedP50Ms, 3)} ms p50 (≤ 0.5) · CPU añadida: gateway ${fmt(q.inProcessAddedCpuMs, 3)} ms, servicio HTTP ${fmt(q.httpAddedCpuMs, 3)} ms, con el cliente HTTP del generador ${fmt(q.httpAddedCpuBothSidesMs, 3)} ms`,
      `      d/c: CPU del servicio ×${fmt(q.mcpServiceCpuToHttp)} (objetivo ≤ 1.20 en c=1), caudal ×${fmt(q.mcpThroughputToHttp)} (≥ 0.85 en c=16)`,
    );
  }
  const c = result.catalog;
  out.push(
    '',
    `catalogFor · ${c.servers} servidores × ${c.toolsPerServer} herramientas (${c.certifiedTools} certificadas, ~${fmt(c.toolsPerCatalog, 0)} por catálogo): p50 ${fmt(c.p50Ms, 3)} ms, p99 ${fmt(c.p99Ms, 3)} ms (objetivo p99 ≤ 1 ms), CPU ${fmt(c.cpuMsPerCall, 3)} ms por llamada, GC ${c.gcDuringMeasure.count} pausas (máx. ${fmt(c.gcDuringMeasure.maxMs, 2)} ms) · registro+certificación ${fmt(c.registrationS, 1)} s`,
  );
  const m = result.memory;
  out.push(
    `RSS del gateway · ${m.registeredTools} herramientas registradas: ${fmt(m.loadedMiB, 1)} MiB 1 s después, ${fmt(m.resting.loadedMiB, 1)} MiB en reposo (${fmt(m.resting.loadedAfterS, 0)} s) · recién iniciado: ${fmt(m.baselineMiB, 1)} MiB, ${fmt(m.resting.idleMiB, 1)} MiB en reposo (${fmt(m.resting.idleAfterS, 0)} s)`,
  );
  const shared = result.shared;
  if ('skipped' in shared) {
    out.push(`PostgreSQL + Redis: OMITIDO (${shared.skipped})`, '');
  } else {
    const row = shared.calls[0]!;
    const sc = shared.catalog;
    out.push(
      `PostgreSQL + Redis · callTool en proceso (conc ${row.concurrency}): p50 ${fmt(row.inProcess.p50Ms)} ms, p99 ${fmt(row.inProcess.p99Ms)} ms, b/a p50 ×${fmt(row.ratios.inProcessP50)}, CPU añadida ${fmt(row.ratios.inProcessAddedCpuMs, 3)} ms · catalogFor p50 ${fmt(sc.p50Ms, 3)} ms, p99 ${fmt(sc.p99Ms, 3)} ms`,
      '',
    );
  }
  const g = result.resultGuard;
  out.push(
    `guardia de resultados (etapa 7b) · respuesta de ${g.textChars} caracteres + structuredContent de ${g.structuredChars}: CPU ${fmt(g.cpuMsPerCall, 4)} ms por llamada (objetivo ≤ 0,02), ${fmt(g.leakingCpuMsPerCall, 4)} ms si filtra un token y una traza; ×${fmt(g.ratioToShapeText, 2)} de shapeText sobre la misma respuesta (${fmt(g.shapeTextCpuMsPerCall, 4)} ms)`,
    '',
  );
  out.push('Objetivos (issues 6, 12, 35 y 36):');
  for (const t of result.targets) {
    const sign = t.kind === 'max' ? '≤' : '≥';
    out.push(
      `  ${(t.met ? 'cumplido' : 'NO cumplido').padEnd(11)}  ${t.name}: ${fmt(t.value, 3)} (${sign} ${t.bound})`,
    );
  }
  return out.join('\n') + '\n';
}
