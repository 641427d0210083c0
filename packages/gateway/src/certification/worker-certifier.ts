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
 * Runs the certify engine in a worker thread. A certification reads an untrusted server's whole
 * catalog and runs every rule over its text: in its own thread it cannot stall the calls other
 * tenants are making, exhaust the gateway's heap, hang it in a loop, or hold the ~15 MiB the engine
 * loads and the garbage a registration burst leaves (~250 KiB per tool) once it is done. The worker
 * starts with the first run and exits when idle; a registration that has to start it takes ~0.5 s
 * more. Runs share the worker. When it has to be stopped (a loop, out of memory) with several runs
 * in it, which one did it cannot be told, so each is run again alone, one after another, in a fresh
 * worker: the one that stops it again ends fatal (its server keeps its previous pins), the others
 * get their reports. A run stopped alone, or over its time, ends fatal at once.
 */
export function createWorkerCertifier(options: WorkerCertifierOptions): Certifier {
  const idleMs = options.idleMs ?? 250;
  const stallMs = options.stallMs ?? 10_000;
  const maxRunMs = options.maxRunMs ?? 300_000;
  // Always the built file, also when the gateway runs from its TypeScript sources (tests): a worker
  // cannot load TypeScript, and src/ and dist/ sit at the same depth.
  const workerUrl =
    options.workerUrl ?? new URL('../../dist/certification/certify-worker.js', import.meta.url);
  const workerData: CertifyWorkerData = {
    devMode: options.devMode,
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  };

  interface Run {
    job: Extract<CertifyWorkerMessage, { kind: 'job' }>;
    settle(outcome: CertifyOutcome): void;
    deadline?: NodeJS.Timeout;
    /** It was in a worker stopped with other runs: it runs again with a worker to itself. */
    alone: boolean;
  }
  let worker: Worker | undefined;
  /** The runs the current worker is making. */
  let active = new Map<number, Run>();
  /** Runs waiting for a worker, in order: a run that must be alone waits for an empty one. */
  const queue: Run[] = [];
  let watchdog: NodeJS.Timeout | undefined;
  /** When the oldest ping still unanswered was sent. */
  let pingedAt: number | undefined;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const finish = (run: Run, outcome: CertifyOutcome): void => {
    clearTimeout(run.deadline);
    run.settle(outcome);
  };

  /**
   * Stops the current worker. `culprit` (a run over its time) ends with `outcome` and the others
   * run again. Without a culprit, a run that was alone ends with `outcome`; several run again, each
   * alone, since which of them sent the worker into a loop or out of memory cannot be told.
   */
  const stop = (outcome: CertifyOutcome, culprit?: number): void => {
    const current = worker;
    const stopped = [...active.values()];
    worker = undefined;
    active = new Map();
    clearTimeout(idleTimer);
    clearInterval(watchdog);
    void current?.terminate();
    const again: Run[] = [];
    for (const run of stopped) {
      const blamed = culprit === undefined ? stopped.length === 1 : run.job.id === culprit;
      if (blamed || closed) finish(run, outcome);
      else {
        run.alone = culprit === undefined;
        again.push(run);
      }
    }
    queue.unshift(...again);
    pump();
  };

  const start = (): Worker => {
    const thread = new Worker(workerUrl, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMiB ?? 256 },
    });
    pingedAt = undefined;
    watchdog = setInterval(() => {
      if (worker !== thread || active.size === 0) return;
      if (pingedAt === undefined) {
        pingedAt = Date.now();
        thread.postMessage({ kind: 'ping' } satisfies CertifyWorkerMessage);
        return;
      }
      if (Date.now() - pingedAt <= stallMs) return;
      // After the messages already queued (a pong this thread was too busy to read counts).
      setImmediate(() => {
        if (worker !== thread || pingedAt === undefined || Date.now() - pingedAt <= stallMs) return;
        stop({
          ok: false,
          code: 'CERTIFY_TIMEOUT',
          detail: `its worker did not answer for ${stallMs} ms and was stopped`,
        });
      });
    }, stallMs / 4);
    watchdog.unref();
    thread.on('message', (reply: CertifyWorkerReply) => {
      if (reply.kind === 'limit') {
        options.onLimitExceeded?.(reply.event);
        return;
      }
      if (worker !== thread) return;
      // Any message shows the thread's event loop turning.
      pingedAt = undefined;
      if (reply.kind === 'pong') return;
      const run = active.get(reply.id);
      if (run === undefined) return;
      active.delete(reply.id);
      finish(
        run,
        reply.kind === 'report'
          ? { ok: true, report: reply.report as Report, certifiedTools: reply.certifiedTools }
          : { ok: false, code: 'CERTIFY_INTERNAL', detail: reply.message },
      );
      pump();
      if (active.size === 0) idle(thread);
    });
    // Out of memory, an uncaught error, an exit: the runs it was making end without a report.
    thread.on('error', (error) => {
      if (worker === thread) stop({ ok: false, code: 'CERTIFY_INTERNAL', detail: error.message });
    });
    thread.on('exit', (code) => {
      if (worker === thread)
        stop({ ok: false, code: 'CERTIFY_INTERNAL', detail: `certify worker exited (${code})` });
    });
    return thread;
  };

  const idle = (thread: Worker): void => {
    // An idle worker does not keep the process alive; one with runs does.
    thread.unref();
    idleTimer = setTimeout(() => {
      if (worker !== thread || active.size > 0) return;
      worker = undefined;
      clearInterval(watchdog);
      void thread.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  /** Hands queued runs to the worker, in order, as long as none of them has to wait to be alone. */
  function pump(): void {
    while (queue.length > 0 && !closed) {
      const run = queue[0] as Run;
      const busyAlone = [...active.values()].some((r) => r.alone);
      if (busyAlone || (run.alone && active.size > 0)) return;
      queue.shift();
      clearTimeout(idleTimer);
      worker ??= start();
      worker.ref();
      active.set(run.job.id, run);
      worker.postMessage(run.job);
    }
  }

  const overran: CertifyOutcome = {
    ok: false,
    code: 'CERTIFY_TIMEOUT',
    detail: `still running after ${maxRunMs} ms; stopped`,
  };

  return {
    certify(url, { token, lang, timeoutMs }) {
      if (closed) return Promise.resolve({ ok: false, code: 'CERTIFY_INTERNAL', detail: 'gateway closed' });
      const id = nextId++;
      const job = {
        kind: 'job',
        id,
        url,
        lang,
        timeoutMs,
        ...(token === undefined ? {} : { token }),
      } as const;
      return new Promise<CertifyOutcome>((settle) => {
        const run: Run = { job, settle, alone: false };
        // The bound counts from the request, whether the run is in a worker or waiting for one.
        run.deadline = setTimeout(() => {
          if (active.has(id)) return stop(overran, id);
          const waiting = queue.findIndex((r) => r.job.id === id);
          if (waiting === -1) return;
          const [queued] = queue.splice(waiting, 1);
          finish(queued as Run, overran);
          pump();
        }, maxRunMs);
        queue.push(run);
        pump();
      });
    },
    async close() {
      closed = true;
      const current = worker;
      stop({ ok: false, code: 'CERTIFY_INTERNAL', detail: 'gateway closed' });
      for (const run of queue.splice(0))
        finish(run, { ok: false, code: 'CERTIFY_INTERNAL', detail: 'gateway closed' });
      await current?.terminate();
    },
  };
}
