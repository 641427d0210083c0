import { parentPort, workerData } from 'node:worker_threads';
import { guardedFetch, largestAnswerBound } from '../upstream/index.js';
import { runEngine } from './certifier.js';
import type {
  CertifyJob,
  CertifyWorkerData,
  CertifyWorkerMessage,
  CertifyWorkerReply,
} from './certify-worker-protocol.js';

// The thread a worker certifier starts (worker-certifier.ts): the certify engine and its guarded
// fetch live here, so their modules, their garbage and a run that never ends stay off the call path.
const port = parentPort;
if (port === null) throw new Error('certify-worker.js runs in a worker thread (see worker-certifier.ts)');
const { devMode, limits } = workerData as CertifyWorkerData;
const maxResponseBytes = largestAnswerBound(limits);
const post = (reply: CertifyWorkerReply): void => port.postMessage(reply);
const fetch = guardedFetch({
  devMode,
  ...(limits === undefined ? {} : { limits }),
  onLimitExceeded: (event) => post({ kind: 'limit', event }),
});

port.on('message', (message: CertifyWorkerMessage) => {
  if (message.kind === 'ping') post({ kind: 'pong' });
  else void run(message);
});

async function run({ id, url, token, lang, timeoutMs, fixtures, allowWrites }: CertifyJob): Promise<void> {
  try {
    // The guarded fetch is call-compatible with the global fetch the engine types its option as.
    const outcome = await runEngine(
      fetch as unknown as typeof globalThis.fetch,
      url,
      {
        ...(token === undefined ? {} : { token }),
        ...(fixtures === undefined ? {} : { fixtures }),
        lang,
        timeoutMs,
        allowWrites: allowWrites === true,
      },
      maxResponseBytes,
    );
    post(
      outcome.ok
        ? { kind: 'report', id, report: outcome.report, certifiedTools: outcome.certifiedTools }
        : { kind: 'failed', id, message: outcome.detail },
    );
  } catch (error) {
    // E.g. a report that cannot be cloned: this run fails, not the others in this thread.
    post({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
}
