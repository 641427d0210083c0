import { startChild } from './bench-child.js';
import { measureRawLimit } from './raw-limit.js';
import { pinned, progress, quick } from './bench-setup.js';

const fmt = (n: number, digits = 2): string => n.toFixed(digits);

/**
 * The raw round trip again, to the same server in a process of its own: the HTTP service puts one
 * such round trip (agent → service → agent) on a call's path that the in-process gateway does not.
 */
export async function measureProcessHop(): Promise<{ p50Ms: number; p99Ms: number }> {
  progress('· salto de proceso: el mismo viaje a ese servidor en otro proceso…');
  const server = await startChild('./lib/fixed-answer-process.ts', [], pinned);
  try {
    const { p50Ms, p99Ms } = await measureRawLimit({ total: 5000, warmup: 3000, url: server.url });
    return { p50Ms, p99Ms };
  } finally {
    await server.close();
  }
}

/**
 * The floor of what the HTTP service adds: the raw round trip to an upstream kept busy as long as
 * the reference server spends per call, straight and through a bare `node:http` forwarder in a
 * process of its own (lib/forwarder-process.ts), in alternating rounds. While the upstream works,
 * the processes waiting on it go idle, and waking an idle process costs more than the short hop
 * above (`processHop`) shows; the service's own HTTP cost comes on top of this.
 */
export async function measureForwardingHop(upstreamBusyMs: number) {
  progress(
    `· salto con reenvío: reenviador node:http mínimo delante de un servidor ocupado ${fmt(upstreamBusyMs, 3)} ms por llamada…`,
  );
  const upstream = await startChild('./lib/fixed-answer-process.ts', [String(upstreamBusyMs)], pinned);
  try {
    const forwarder = await startChild('./lib/forwarder-process.ts', [upstream.url], pinned);
    try {
      const rounds = quick ? 2 : 6;
      const perRound = { total: quick ? 200 : 500, warmup: quick ? 50 : 100 };
      const direct: number[] = [];
      const forwarded: number[] = [];
      for (let round = 0; round < rounds; round++) {
        // Each round alternates which goes first, so drift hits both alike.
        const order = round % 2 === 0 ? [false, true] : [true, false];
        for (const viaForwarder of order) {
          const url = viaForwarder ? forwarder.url : upstream.url;
          const { p50Ms } = await measureRawLimit({ ...perRound, url });
          (viaForwarder ? forwarded : direct).push(p50Ms);
        }
      }
      return {
        upstreamBusyMs,
        directP50Ms: median(direct),
        forwardedP50Ms: median(forwarded),
        // Per round, so each difference is between two stretches measured side by side.
        addedP50Ms: median(forwarded.map((ms, round) => ms - direct[round]!)),
      };
    } finally {
      await forwarder.close();
    }
  } finally {
    await upstream.close();
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
