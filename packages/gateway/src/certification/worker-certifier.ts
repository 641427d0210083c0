import { Worker } from 'node:worker_threads';
import type { Report } from '@asixto/certify';
import type { UpstreamLimits } from '../upstream/index.js';
import type { Certifier, CertifyOutcome } from './certifier.js';
import type { CertifyJob, CertifyWorkerData, CertifyWorkerReply } from './certify-worker-protocol.js';

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
   * Past a run's own budget, how long before the worker is stopped (default 2 s). The engine ends
   * its runs at their budget; a run still going after this is stuck (e.g. a rule looping on hostile
   * text) and is stopped with its thread, and with the other runs that thread was making.
   */
  graceMs?: number;
  /** Old-generation heap of the worker (default 256 MiB): a hostile server exhausts it, not the gateway's. */
  maxHeapMiB?: number;
  /** The worker's script (tests point it elsewhere); default the built `certify-worker.js`. */
  workerUrl?: URL;
}

/**
 * Runs the certify engine in a worker thread. A certification reads an untrusted server's whole
 * catalog and runs every rule over its text: in its own thread it cannot stall the calls other
 * tenants are making, exhaust the gateway's heap, or hold the ~15 MiB the engine loads and the
 * garbage a registration burst leaves (~250 KiB per tool) once it is done. The worker starts with
 * the first run and exits when idle; a run costs ~0.3 s more when it has to start it.
 */
export function createWorkerCertifier(options: WorkerCertifierOptions): Certifier {
  const idleMs = options.idleMs ?? 250;
  const graceMs = options.graceMs ?? 2_000;
  // Always the built file, also when the gateway runs from its TypeScript sources (tests): a worker
  // cannot load TypeScript, and src/ and dist/ sit at the same depth.
  const workerUrl =
    options.workerUrl ?? new URL('../../dist/certification/certify-worker.js', import.meta.url);
  const workerData: CertifyWorkerData = {
    devMode: options.devMode,
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  };

  interface Pending {
    settle(outcome: CertifyOutcome): void;
    deadline: NodeJS.Timeout;
  }
  let worker: Worker | undefined;
  let pending = new Map<number, Pending>();
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
    for (const run of runs.values()) {
      clearTimeout(run.deadline);
      run.settle(outcome);
    }
    void current?.terminate();
  };

  const start = (): Worker => {
    const thread = new Worker(workerUrl, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMiB ?? 256 },
    });
    thread.on('message', (reply: CertifyWorkerReply) => {
      if (reply.kind === 'limit') {
        options.onLimitExceeded?.(reply.event);
        return;
      }
      const run = pending.get(reply.id);
      if (run === undefined) return;
      pending.delete(reply.id);
      clearTimeout(run.deadline);
      run.settle(
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
      const id = nextId++;
      return new Promise<CertifyOutcome>((settle) => {
        const deadline = setTimeout(() => {
          if (worker !== thread) return;
          abandon({
            ok: false,
            code: 'CERTIFY_TIMEOUT',
            detail: `still running ${timeoutMs + graceMs} ms after it started; its worker was stopped`,
          });
        }, timeoutMs + graceMs);
        pending.set(id, { settle, deadline });
        const job: CertifyJob = { id, url, lang, timeoutMs, ...(token === undefined ? {} : { token }) };
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
