// The calm tenant (the reference server, company `calm`) called at a steady pace: what the
// hostile-tenant suites measure while they attack another tenant.
import { RUNTIME_TOKEN, http } from '../service-helpers.js';

/** One call of the calm tenant's `consultar_cliente` (the reference server, company `calm`). */
export function callCalm(base: string, n: number) {
  return http(base, 'POST', '/v1/call', {
    token: RUNTIME_TOKEN,
    body: {
      context: {
        company: 'calm',
        conversationId: `cnv_calm_${n}`,
        channel: 'chat',
        scenario: 'general',
        agentLevel: 'read',
      },
      name: 'ext__calm__consultar_cliente',
      arguments: { documento: 'CC1032456789' },
    },
  });
}

export interface CalmStats {
  calls: number;
  p50: number;
  p99: number;
  max: number;
  outcomes: string[];
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

/**
 * Calls the calm tenant's `consultar_cliente` (the reference server, company `calm`) every
 * `periodMs`, each call on its own schedule (a slow answer does not delay the next call), until
 * stopped; the latencies and outcomes of the calls started in between are summarized.
 */
export function calmLoad(base: string, periodMs = 100) {
  const latencies: number[] = [];
  const outcomes: string[] = [];
  const pending = new Set<Promise<void>>();
  let n = 0;
  const one = async (): Promise<void> => {
    const started = performance.now();
    const r = await callCalm(base, n++).catch((error: unknown) => ({
      status: 0,
      json: { outcome: String(error) },
    }));
    latencies.push(performance.now() - started);
    outcomes.push(r.status === 200 ? (r.json as { outcome: string }).outcome : `http_${r.status}`);
  };
  const timer = setInterval(() => {
    const call = one();
    pending.add(call);
    void call.finally(() => pending.delete(call));
  }, periodMs);
  return {
    async stop(): Promise<CalmStats> {
      clearInterval(timer);
      await Promise.all(pending);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        calls: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
        outcomes,
      };
    },
  };
}
