import type { UpstreamLimits } from '../upstream/index.js';
import { createCertifyLane } from './certify-lane.js';
import type { CertifyRun } from './certify-lane.js';
import type { Certifier, CertifyOutcome } from './certifier.js';
import type { CertifyWorkerData } from './certify-worker-protocol.js';

export interface WorkerCertifierOptions {
  /** Development mode of the worker's guarded fetch (http and private addresses allowed). */
  devMode: boolean;
  limits?: Partial<UpstreamLimits>;
  /** Told each time an answer goes over its bound in the worker. */
  onLimitExceeded?(event: { method: string; maxBytes: number; url: string }): void;
  /**
   * How long the worker waits for another run before it exits (default 250 ms): long enough for
   * registrations sent one after another to share it, short enough that its memory goes back with it.
   */
  idleMs?: number;
  /**
   * How long a worker's event loop may stay silent while it has runs before it is stopped (default
   * 10 s; what becomes of its runs is below). The engine bounds each request by the run's budget but a run makes
   * many, so a long run is not a stuck one; a thread that does not answer a ping is (e.g. a rule
   * looping on hostile text).
   */
  stallMs?: number;
  /**
   * The longest a run may take (default 5 min): a server that answers every request just inside the
   * budget would otherwise hold its registration, and the gateway's shutdown, without end.
   */
  maxRunMs?: number;
  /** Old-generation heap of the worker (default 256 MiB): a hostile server exhausts it, not the gateway's. */
  maxHeapMiB?: number;
  /** The worker's script (tests point it elsewhere); default the built `certify-worker.js`. */
  workerUrl?: URL;
}

/**
 * Runs the certify engine in worker threads. A certification reads an untrusted server's whole
 * catalog and runs every rule over its text: in its own thread it cannot stall the calls other
 * tenants are making, exhaust the gateway's heap, hang it in a loop, or hold the ~15 MiB the engine
 * loads and the garbage a registration burst leaves (~250 KiB per tool) once it is done.
 *
 * Runs share one worker, which starts with the first run and exits when idle (a registration that
 * has to start it takes ~0.5 s more). When it has to be stopped (a loop, out of memory) with several
 * runs in it, which one did it cannot be told: they are run again one at a time, each in a worker of
 * its own, beside the shared one (new runs do not wait for them). The run that stops its own worker
 * ends fatal (its server keeps its previous pins), the others get their reports. A run stopped
 * alone, or over its time, ends fatal at once; the others in its worker run again.
 */
export function createWorkerCertifier(options: WorkerCertifierOptions): Certifier {
  const maxRunMs = options.maxRunMs ?? 300_000;
  const workerData: CertifyWorkerData = {
    devMode: options.devMode,
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  };
  const common = {
    // Always the built file, also when the gateway runs from its TypeScript sources (tests): a
    // worker cannot load TypeScript, and src/ and dist/ sit at the same depth.
    workerUrl: options.workerUrl ?? new URL('../../dist/certification/certify-worker.js', import.meta.url),
    workerData,
    maxHeapMiB: options.maxHeapMiB ?? 256,
    stallMs: options.stallMs ?? 10_000,
    ...(options.onLimitExceeded === undefined ? {} : { onLimitExceeded: options.onLimitExceeded }),
  };
  let closed = false;
  let nextId = 0;

  const shared = createCertifyLane({
    ...common,
    shared: true,
    idleMs: options.idleMs ?? 250,
    onStopped(runs, outcome, culprit) {
      if (culprit !== undefined) {
        for (const run of runs) if (run.job.id === culprit) run.settle(outcome);
        shared.requeue(runs.filter((run) => run.job.id !== culprit));
      } else if (runs.length === 1) {
        (runs[0] as CertifyRun).settle(outcome);
      } else {
        for (const run of runs) alone.add(run);
      }
    },
  });
  const alone = createCertifyLane({
    ...common,
    shared: false,
    idleMs: 0,
    onStopped(runs, outcome) {
      for (const run of runs) run.settle(outcome);
    },
  });

  const overran: CertifyOutcome = {
    ok: false,
    code: 'CERTIFY_TIMEOUT',
    detail: `still running after ${maxRunMs} ms; stopped`,
  };
  const neverRanAgain: CertifyOutcome = {
    ok: false,
    code: 'CERTIFY_TIMEOUT',
    detail: `stopped with other runs in its worker, it waited to run again alone past ${maxRunMs} ms`,
  };
  const gatewayClosed: CertifyOutcome = { ok: false, code: 'CERTIFY_INTERNAL', detail: 'gateway closed' };

  return {
    certify(url, { token, lang, timeoutMs, fixtures, allowWrites }) {
      if (closed) return Promise.resolve(gatewayClosed);
      const id = nextId++;
      const job = {
        kind: 'job',
        id,
        url,
        lang,
        timeoutMs,
        ...(token === undefined ? {} : { token }),
        ...(fixtures === undefined ? {} : { fixtures }),
        ...(allowWrites === true ? { allowWrites } : {}),
      } as const;
      return new Promise<CertifyOutcome>((resolve) => {
        // The bound counts from the request, whether the run is in a worker or waiting for one.
        const deadline = setTimeout(() => {
          for (const lane of [shared, alone]) {
            if (lane.running(id)) return lane.stop(overran, id);
            lane.withdraw(id)?.settle(lane === alone ? neverRanAgain : overran);
          }
        }, maxRunMs);
        shared.add({
          job,
          settle(outcome) {
            clearTimeout(deadline);
            resolve(outcome);
          },
        });
      });
    },
    async close() {
      closed = true;
      await Promise.all([shared.close(gatewayClosed), alone.close(gatewayClosed)]);
    },
  };
}
