import { Worker } from 'node:worker_threads';
import type { Report } from '@asixto/certify';
import type { UpstreamLimits } from '../upstream/index.js';
import type { Certifier, CertifyOutcome } from './certifier.js';
import type {
  CertifyWorkerData,
  CertifyWorkerMessage,
  CertifyWorkerReply,
} from './certify-worker-protocol.js';

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
   * How long the worker's event loop may stay silent while it has runs before it is stopped, with
   * those runs (default 10 s). The engine bounds each request by the run's budget but a run makes
   * many, so a long run is not a stuck one; a thread that does not answer a ping is (e.g. a rule
   * looping on hostile text).
   */
  stallMs?: number;
  /** Old-generation heap of the worker (default 256 MiB): a hostile server exhausts it, not the gateway's. */
  maxHeapMiB?: number;
  /** The worker's script (tests point it elsewhere); default the built `certify-worker.js`. */
  workerUrl?: URL;
}

/**
 * Runs the certify engine in a worker thread. A certification reads an untrusted server's whole
 * catalog and runs every rule over its text: in its own thread it cannot stall the calls other
 * tenants are making, exhaust the gateway's heap, hang it in a loop, or hold the ~15 MiB the engine
 * loads and the garbage a registration burst leaves (~250 KiB per tool) once it is done. The worker
 * starts with the first run and exits when idle; a registration that has to start it takes ~0.5 s
 * more.
 */
export function createWorkerCertifier(options: WorkerCertifierOptions): Certifier {
  const idleMs = options.idleMs ?? 250;
  const stallMs = options.stallMs ?? 10_000;
  // Always the built file, also when the gateway runs from its TypeScript sources (tests): a worker
  // cannot load TypeScript, and src/ and dist/ sit at the same depth.
  const workerUrl =
    options.workerUrl ?? new URL('../../dist/certification/certify-worker.js', import.meta.url);
  const workerData: CertifyWorkerData = {
    devMode: options.devMode,
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  };

  let worker: Worker | undefined;
  let pending = new Map<number, (outcome: CertifyOutcome) => void>();
  let watchdog: NodeJS.Timeout | undefined;
  let answeredAt = 0;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  /** Ends every run of the current worker with `outcome` and lets the worker go. */
  const abandon = (outcome: CertifyOutcome): void => {
    const runs = pending;
    pending = new Map();
    const current = worker;
    worker = undefined;
    clearTimeout(idleTimer);
    clearInterval(watchdog);
    for (const settle of runs.values()) settle(outcome);
    void current?.terminate();
  };

  const start = (): Worker => {
    const thread = new Worker(workerUrl, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMiB ?? 256 },
    });
    answeredAt = Date.now();
    watchdog = setInterval(() => {
      if (pending.size === 0) return;
      if (Date.now() - answeredAt > stallMs) {
        abandon({
          ok: false,
          code: 'CERTIFY_TIMEOUT',
          detail: `its worker did not answer for ${stallMs} ms and was stopped`,
        });
        return;
      }
      const ping: CertifyWorkerMessage = { kind: 'ping' };
      thread.postMessage(ping);
    }, stallMs / 4);
    watchdog.unref();
    thread.on('message', (reply: CertifyWorkerReply) => {
      answeredAt = Date.now();
      if (reply.kind === 'pong') return;
      if (reply.kind === 'limit') {
        options.onLimitExceeded?.(reply.event);
        return;
      }
      const settle = pending.get(reply.id);
      if (settle === undefined) return;
      pending.delete(reply.id);
      settle(
        reply.kind === 'report'
          ? { ok: true, report: reply.report as Report, certifiedTools: reply.certifiedTools }
          : { ok: false, code: 'CERTIFY_INTERNAL', detail: reply.message },
      );
      if (pending.size === 0) idle(thread);
    });
    // Out of memory, an uncaught error, an exit: the runs it was making end without a report.
    thread.on('error', (error) => {
      if (worker === thread) abandon({ ok: false, code: 'CERTIFY_INTERNAL', detail: error.message });
    });
    thread.on('exit', (code) => {
      if (worker === thread)
        abandon({ ok: false, code: 'CERTIFY_INTERNAL', detail: `certify worker exited (${code})` });
    });
    return thread;
  };

  const idle = (thread: Worker): void => {
    // An idle worker does not keep the process alive; one with runs does.
    thread.unref();
    idleTimer = setTimeout(() => {
      if (worker !== thread || pending.size > 0) return;
      worker = undefined;
      clearInterval(watchdog);
      void thread.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  return {
    certify(url, { token, lang, timeoutMs }) {
      if (closed) return Promise.resolve({ ok: false, code: 'CERTIFY_INTERNAL', detail: 'gateway closed' });
      clearTimeout(idleTimer);
      worker ??= start();
      worker.ref();
      const thread = worker;
      // Silence before this run is not held against it.
      if (pending.size === 0) answeredAt = Date.now();
      const id = nextId++;
      return new Promise<CertifyOutcome>((settle) => {
        pending.set(id, settle);
        const job: CertifyWorkerMessage = {
          kind: 'job',
          id,
          url,
          lang,
          timeoutMs,
          ...(token === undefined ? {} : { token }),
        };
        thread.postMessage(job);
      });
    },
    async close() {
      closed = true;
      const current = worker;
      abandon({ ok: false, code: 'CERTIFY_INTERNAL', detail: 'gateway closed' });
      await current?.terminate();
    },
  };
}
