import { Worker } from 'node:worker_threads';
import type { Report } from '@asixto/certify';
import type { CertifyOutcome } from './certifier.js';
import type {
  CertifyJob,
  CertifyWorkerData,
  CertifyWorkerMessage,
  CertifyWorkerReply,
} from './certify-worker-protocol.js';

/** A certification on its way through a lane: its job, and how to answer whoever asked for it. */
export interface CertifyRun {
  job: CertifyJob;
  settle(outcome: CertifyOutcome): void;
}

export interface CertifyLaneOptions {
  workerUrl: URL;
  workerData: CertifyWorkerData;
  maxHeapMiB: number;
  stallMs: number;
  /**
   * `true`: runs share the worker, which waits `idleMs` for the next one. `false`: one run at a
   * time, each in a worker of its own, so whatever stops that worker was that run's doing.
   */
  shared: boolean;
  idleMs: number;
  onLimitExceeded?(event: { method: string; maxBytes: number; url: string }): void;
  /**
   * The worker was stopped (silent past `stallMs`, out of memory, exited, or `stop` was called)
   * with these runs in it, none of them settled: the caller decides what becomes of each.
   */
  onStopped(runs: CertifyRun[], outcome: CertifyOutcome, culprit?: number): void;
}

/** A queue of certification runs and the worker thread that makes them, one worker at a time. */
export interface CertifyLane {
  add(run: CertifyRun): void;
  /** Puts runs back at the head of the queue, in their order. */
  requeue(runs: readonly CertifyRun[]): void;
  running(id: number): boolean;
  /** Takes a run out of the queue, if it is waiting there. */
  withdraw(id: number): CertifyRun | undefined;
  /** Stops the worker; its runs go to `onStopped` with `outcome` and `culprit`. */
  stop(outcome: CertifyOutcome, culprit?: number): void;
  /** Settles every run, running or waiting, with `outcome`, and ends the worker. */
  close(outcome: CertifyOutcome): Promise<void>;
}

export function createCertifyLane(options: CertifyLaneOptions): CertifyLane {
  const { stallMs } = options;
  let worker: Worker | undefined;
  let active = new Map<number, CertifyRun>();
  const queue: CertifyRun[] = [];
  let watchdog: NodeJS.Timeout | undefined;
  /** When the oldest ping still unanswered was sent. */
  let pingedAt: number | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const release = (): Worker | undefined => {
    const current = worker;
    worker = undefined;
    clearTimeout(idleTimer);
    clearInterval(watchdog);
    void current?.terminate();
    return current;
  };

  const stop = (outcome: CertifyOutcome, culprit?: number): void => {
    release();
    const stopped = [...active.values()];
    active = new Map();
    if (stopped.length > 0) options.onStopped(stopped, outcome, culprit);
    pump();
  };

  const start = (): Worker => {
    const thread = new Worker(options.workerUrl, {
      workerData: options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMiB },
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
      run.settle(
        reply.kind === 'report'
          ? { ok: true, report: reply.report as Report, certifiedTools: reply.certifiedTools }
          : { ok: false, code: 'CERTIFY_INTERNAL', detail: reply.message },
      );
      if (!options.shared) release();
      pump();
      if (worker === thread && active.size === 0) idle(thread);
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
      if (worker === thread && active.size === 0) release();
    }, options.idleMs);
    idleTimer.unref();
  };

  /** Hands queued runs to the worker, in order: all of them when shared, else one at a time. */
  function pump(): void {
    while (queue.length > 0 && !closed && (options.shared || active.size === 0)) {
      const run = queue.shift() as CertifyRun;
      try {
        clearTimeout(idleTimer);
        worker ??= start();
        worker.ref();
        active.set(run.job.id, run);
        worker.postMessage(run.job);
      } catch (error) {
        // A thread that cannot start (no memory for it, a missing build) fails this run, not the gateway.
        active.delete(run.job.id);
        run.settle({
          ok: false,
          code: 'CERTIFY_INTERNAL',
          detail: `certify worker: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
  }

  return {
    add(run) {
      queue.push(run);
      pump();
    },
    requeue(runs) {
      queue.unshift(...runs);
      pump();
    },
    running: (id) => active.has(id),
    withdraw(id) {
      const at = queue.findIndex((run) => run.job.id === id);
      return at === -1 ? undefined : queue.splice(at, 1)[0];
    },
    stop,
    async close(outcome) {
      closed = true;
      const current = release();
      const all = [...active.values(), ...queue.splice(0)];
      active = new Map();
      for (const run of all) run.settle(outcome);
      await current?.terminate();
    },
  };
}
