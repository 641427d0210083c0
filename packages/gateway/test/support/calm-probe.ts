// The calm tenant of the hostile tests: called every 100 ms, each request on a new connection (so
// a connection or descriptor shortage shows), together with `GET /healthz`, and every result kept
// with the phase it fell in, so a test compares the calm tenant with and without an attack.
import { request } from 'node:http';
import { RUNTIME_TOKEN } from '../service-helpers.js';

export interface OneShotResult {
  status: number;
  body: string;
  ms: number;
  /** The connection failed (refused, reset) before an answer. */
  error?: string;
}

/** One HTTP request on a connection of its own, closed after the answer. */
export function oneShot(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<OneShotResult> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          connection: 'close',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
        res.on('error', (e) =>
          resolve({ status: 0, body, ms: performance.now() - started, error: e.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) =>
      resolve({ status: 0, body: '', ms: performance.now() - started, error: e.message }),
    );
    req.end(payload);
  });
}

export interface CalmSample {
  phase: string;
  kind: 'call' | 'healthz';
  ok: boolean;
  ms: number;
  detail: string;
}

/** p50 and p99 (nearest rank) of the latencies of `samples`, in ms. */
export function percentiles(samples: readonly CalmSample[]): { n: number; p50: number; p99: number } {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { n: sorted.length, p50: Math.round(at(0.5)), p99: Math.round(at(0.99)) };
}

/**
 * Calls the calm tenant's tool and `/healthz` every 100 ms, each on a new connection, until
 * stopped; `phase` labels the samples taken from now on.
 */
export function calmProbe(base: string, company: string, tool: string, args: Record<string, unknown>) {
  const samples: CalmSample[] = [];
  const inFlight = new Set<Promise<void>>();
  let phase = 'baseline';
  let n = 0;
  const track = (p: Promise<void>): void => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const tick = setInterval(() => {
    const at = phase;
    const context = {
      company,
      conversationId: `cnv_calm_${n++}`,
      channel: 'chat',
      scenario: 'general',
      agentLevel: 'read',
    };
    track(
      oneShot(base, 'POST', '/v1/call', {
        token: RUNTIME_TOKEN,
        body: { context, name: tool, arguments: args },
      }).then((r) => {
        const outcome =
          r.status === 200 ? (JSON.parse(r.body) as { outcome: string }).outcome : `http_${r.status}`;
        samples.push({ phase: at, kind: 'call', ok: outcome === 'ok', ms: r.ms, detail: r.error ?? outcome });
      }),
    );
    track(
      oneShot(base, 'GET', '/healthz').then((r) => {
        samples.push({
          phase: at,
          kind: 'healthz',
          ok: r.status === 200,
          ms: r.ms,
          detail: r.error ?? String(r.status),
        });
      }),
    );
  }, 100);
  return {
    samples,
    phase(next: string): void {
      phase = next;
    },
    of(which: string, kind: CalmSample['kind']): CalmSample[] {
      return samples.filter((s) => s.phase === which && s.kind === kind);
    },
    async stop(): Promise<void> {
      clearInterval(tick);
      await Promise.all([...inFlight]);
    },
  };
}
